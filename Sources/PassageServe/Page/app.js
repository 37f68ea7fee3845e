// The live page: lists the scenes, plays the one picked over a WebSocket, draws its frames in the canvas and
// sends pointer input as touches (in the scene's points). Frames arrive as a 12-byte header (frame number, then
// x, y, width, height of the changed rectangle, big-endian) followed by that rectangle's pixels as operations on
// the picture the page holds (32-bit little-endian words; see applyFrame). Each is applied to the page's picture
// as it arrives, in order, and acknowledged with {"type":"drawn"} so the server sends the next (it skips frames
// meanwhile); the canvas is painted once per animation frame with the newest picture, so frames that arrive
// together cost one paint and a stale one is never painted alone.
// The inspector (inspector.js) gets the "timeline" and "layers" messages and the number of each frame painted.
// Each touches message carries a number; the server names the first frame that shows it ("shown"), and the time
// from the pointer event to the paint that shows that frame is the round trip shown in the line above the canvas.
"use strict";

const $ = (id) => document.getElementById(id);
const canvas = $("screen");
const context = canvas.getContext("2d");
let socket = null;
let info = null;          // the server's "start" message: scene, session, sizes
let picture = null;       // the ImageData the frames are applied to: what the canvas shows at the next paint
let pixels = null;        // its pixels as 32-bit words
let dirty = null;         // the rectangle changed since the last paint: [left, top, right, bottom]
let appliedFrames = [];   // the numbers of the frames applied since the last paint
let paintRequested = false;
let drawnTimes = [];      // when recent paints showed new frames, for the frame rate
let lastStatus = null;
let paused = false;
let layersFrame = 0;      // the frame the layer tree panel shows
let inputNumber = 0;      // the number of the last touches message sent
const inputTimes = new Map();   // input number → [its pointer event's time, the frame shown then], until drawn
const shownBy = new Map();      // frame number → the inputs it is the first to show
const roundTrips = [];          // the latest round trips, pointer event to the frame showing it drawn, in ms
const roundTripFrames = [];     // for each, how many frames later than the one shown at the event that was

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = !message;
}

async function loadScenes() {
  const response = await fetch("scenes.json");
  const list = await response.json();
  for (const device of list.devices) {
    const option = document.createElement("option");
    option.value = device.name;
    option.textContent = `${device.name} (${device.width}×${device.height} @${device.scale}x)`;
    $("device").append(option);
  }
  for (const scene of list.scenes) {
    const item = document.createElement("li");
    item.dataset.name = scene.name;
    item.innerHTML = `<img class="still" loading="lazy" alt="" width="56" height="100"><div><div><span class="name"></span>${scene.interactive ? '<span class="touch">touch</span>' : ""}</div><div class="summary"></div></div>`;
    item.querySelector(".still").src = `still?scene=${encodeURIComponent(scene.name)}`;
    item.querySelector(".name").textContent = scene.name;
    item.querySelector(".summary").textContent = scene.summary;
    item.addEventListener("click", () => open(scene.name));
    $("scenes").append(item);
  }
  const query = new URLSearchParams(location.search);
  if (query.get("device")) $("device").value = query.get("device");
  if (query.get("scale")) $("scale").value = query.get("scale");
  if (query.get("scene")) open(query.get("scene"));
}

function open(name) {
  if (socket) socket.close();
  showError("");
  for (const item of $("scenes").children) item.classList.toggle("selected", item.dataset.name === name);
  const query = new URLSearchParams({ scene: name, device: $("device").value });
  if ($("scale").value) query.set("scale", $("scale").value);
  history.replaceState(null, "", `?${query}`);
  const protocol = location.protocol === "https:" ? "wss:" : "ws:";
  const ws = new WebSocket(`${protocol}//${location.host}/live?${query}`);
  ws.binaryType = "arraybuffer";
  socket = ws;
  dirty = null;
  appliedFrames = [];
  drawnTimes = [];
  fingers.clear();
  inputTimes.clear();
  shownBy.clear();
  roundTrips.length = 0;
  roundTripFrames.length = 0;
  ws.onmessage = (event) => {
    if (ws !== socket) return;
    if (typeof event.data === "string") receiveText(JSON.parse(event.data));
    else receiveFrame(ws, event.data);
  };
  ws.onclose = (event) => {
    if (ws === socket && event.code !== 1000 && event.reason) showError(`closed: ${event.reason}`);
  };
}

function receiveText(message) {
  if (message.type === "start") {
    info = message;
    canvas.width = message.width;
    canvas.height = message.height;
    picture = context.createImageData(message.width, message.height);
    pixels = new Uint32Array(picture.data.buffer);
    canvas.style.width = `${message.pointWidth}px`;
    canvas.style.height = `${message.pointHeight}px`;
    $("overlay").style.width = canvas.style.width;
    $("overlay").style.height = canvas.style.height;
    Inspector.reset(message.scale, message.width, message.height);
    layersFrame = 0;
    $("trace").href = `trace?session=${encodeURIComponent(message.session)}`;
    for (const link of document.querySelectorAll("a.recording")) {
      link.href = `recording?session=${encodeURIComponent(message.session)}&format=${link.dataset.format}`;
    }
  } else if (message.type === "status") {
    lastStatus = message;
    paused = message.paused;
    $("pause").textContent = paused ? "Play" : "Pause";
    if (paused && message.frame !== layersFrame) {
      layersFrame = message.frame;
      send({ type: "layers" });
    }
  } else if (message.type === "shown") {
    if (shownBy.size < 256) shownBy.set(message.frame, message.inputs);
  } else if (message.type === "timeline") {
    Inspector.receiveTimeline(message);
  } else if (message.type === "layers") {
    Inspector.receiveLayers(message);
  } else if (message.type === "error") {
    showError(message.message);
  }
}

/// Applies a frame to the picture at once, says so, and asks for a paint.
function receiveFrame(ws, buffer) {
  if (!pixels) return;
  try {
    appliedFrames.push(applyFrame(buffer));
  } catch (error) {
    showError(`a frame could not be read: ${error.message}`);
    return;
  }
  if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"drawn"}');
  if (!paintRequested) {
    paintRequested = true;
    requestAnimationFrame(paint);
  }
}

/// Applies one frame message to `pixels`: row by row over the changed rectangle, operations `n << 2 | kind`
/// (0: n pixels unchanged, 1: n copies of the next word, 2: n pixels as one row up, 3: the next n words), none
/// crossing the end of a row. Returns the frame's number.
function applyFrame(buffer) {
  const view = new DataView(buffer);
  const number = view.getUint32(0);
  const x = view.getUint16(4), y = view.getUint16(6), width = view.getUint16(8), height = view.getUint16(10);
  if (width === 0) return number;
  const stride = picture.width;
  if (x + width > stride || y + height > picture.height || (buffer.byteLength - 12) % 4) {
    throw new Error(`rectangle ${x}, ${y}, ${width} × ${height} of ${buffer.byteLength} bytes`);
  }
  const words = new Uint32Array(buffer, 12);
  let k = 0;
  for (let row = y; row < y + height; row++) {
    let i = row * stride + x;
    const end = i + width;
    while (i < end) {
      const word = words[k++];
      const n = word >>> 2;
      if (n === 0 || i + n > end || k > words.length) throw new Error(`operation ${word} at word ${k - 1}`);
      switch (word & 3) {
        case 1: pixels.fill(words[k++], i, i + n); break;
        case 2: pixels.copyWithin(i, i - stride, i - stride + n); break;
        case 3: pixels.set(words.subarray(k, k + n), i); k += n; break;
      }
      i += n;
    }
  }
  if (k > words.length) throw new Error(`${words.length} words, ${k} read`);
  dirty = dirty ? [Math.min(dirty[0], x), Math.min(dirty[1], y), Math.max(dirty[2], x + width),
    Math.max(dirty[3], y + height)] : [x, y, x + width, y + height];
  return number;
}

/// Paints the picture's changed rectangle: the newest frame applied. The inputs those frames show have their
/// round trips taken now.
function paint() {
  paintRequested = false;
  if (!appliedFrames.length) return;
  if (dirty) context.putImageData(picture, 0, 0, dirty[0], dirty[1], dirty[2] - dirty[0], dirty[3] - dirty[1]);
  dirty = null;
  const newest = appliedFrames[appliedFrames.length - 1];
  Inspector.showFrame(newest);
  const now = performance.now();
  for (const number of appliedFrames) {
    for (const input of shownBy.get(number) || []) {
      if (!inputTimes.has(input)) continue;
      const [time, frame] = inputTimes.get(input);
      roundTrips.push(now - time);
      roundTripFrames.push(newest - frame);
      inputTimes.delete(input);
    }
    shownBy.delete(number);
  }
  appliedFrames = [];
  if (roundTrips.length > 240) {
    roundTrips.splice(0, roundTrips.length - 240);
    roundTripFrames.splice(0, roundTripFrames.length - 240);
  }
  drawnTimes.push(now);
  while (drawnTimes.length && drawnTimes[0] < now - 1000) drawnTimes.shift();
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/// Sends touches numbered, remembering when their pointer event happened.
function sendTouches(touches, event) {
  inputNumber += 1;
  if (inputTimes.size < 256) inputTimes.set(inputNumber, [event.timeStamp, Inspector.shownFrame]);
  send({ type: "touches", id: inputNumber, touches });
}

/// The median of `values` (the latest round trips), or null before there is one.
function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

// Pointer input. Each pointer that is down is one finger; shift-drag adds a second finger mirrored about the
// centre of the screen (as the iOS Simulator's option-drag does); ctrl + wheel (a trackpad pinch) is two
// fingers spreading or closing about the pointer.
const fingers = new Map();   // pointerId → [finger ids]

function pointInScene(event) {
  const box = canvas.getBoundingClientRect();
  return { x: (event.clientX - box.left) * info.pointWidth / box.width,
           y: (event.clientY - box.top) * info.pointHeight / box.height };
}

function freeFinger(taken) {
  const used = new Set([...fingers.values()].flat().concat(taken));
  let id = 0;
  while (used.has(id)) id += 1;
  return id;
}

function touchesAt(ids, point, phase) {
  const touches = [{ finger: ids[0], phase, x: point.x, y: point.y }];
  if (ids.length > 1) {
    touches.push({ finger: ids[1], phase, x: info.pointWidth - point.x, y: info.pointHeight - point.y });
  }
  return touches;
}

canvas.addEventListener("pointerdown", (event) => {
  if (!info || fingers.has(event.pointerId)) return;
  canvas.setPointerCapture(event.pointerId);
  const first = freeFinger([]);
  const ids = event.shiftKey && event.pointerType !== "touch" ? [first, freeFinger([first])] : [first];
  fingers.set(event.pointerId, ids);
  sendTouches(touchesAt(ids, pointInScene(event), "began"), event);
  event.preventDefault();
});
canvas.addEventListener("pointermove", (event) => {
  const ids = fingers.get(event.pointerId);
  if (!ids) return;
  sendTouches(touchesAt(ids, pointInScene(event), "moved"), event);
});
for (const [name, phase] of [["pointerup", "ended"], ["pointercancel", "cancelled"]]) {
  canvas.addEventListener(name, (event) => {
    const ids = fingers.get(event.pointerId);
    if (!ids) return;
    fingers.delete(event.pointerId);
    sendTouches(touchesAt(ids, pointInScene(event), phase), event);
  });
}

let pinch = null;   // { ids, centre, span, timer } while a trackpad pinch goes on
canvas.addEventListener("wheel", (event) => {
  if (!event.ctrlKey || !info) return;
  event.preventDefault();
  const pinchFingers = (state, phase) => {
    const half = state.span / 2;
    return [{ finger: state.ids[0], phase, x: state.centre.x - half, y: state.centre.y },
            { finger: state.ids[1], phase, x: state.centre.x + half, y: state.centre.y }];
  };
  if (!pinch) {
    const first = freeFinger([]);
    pinch = { ids: [first, freeFinger([first])], centre: pointInScene(event), span: 100, timer: 0 };
    fingers.set("pinch", pinch.ids);
    sendTouches(pinchFingers(pinch, "began"), event);
  }
  pinch.span = Math.min(1000, Math.max(20, pinch.span * Math.exp(-event.deltaY / 100)));
  sendTouches(pinchFingers(pinch, "moved"), event);
  clearTimeout(pinch.timer);
  pinch.timer = setTimeout(() => {
    sendTouches(pinchFingers(pinch, "ended"), { timeStamp: performance.now() });
    fingers.delete("pinch");
    pinch = null;
  }, 150);
}, { passive: false });

$("pause").addEventListener("click", () => send({ type: paused ? "play" : "pause" }));
function stepForward() {
  if (!paused) send({ type: "pause" });
  send({ type: "step" });
}
$("step").addEventListener("click", stepForward);
$("back").addEventListener("click", () => send({ type: "seek", frame: Math.max(1, Inspector.shownFrame - 1) }));
Inspector.attach({ send });
$("restart").addEventListener("click", () => send({ type: "restart" }));
$("speed").addEventListener("change", () => send({ type: "speed", rate: Number($("speed").value) }));
$("filter").addEventListener("input", () => {
  const text = $("filter").value.toLowerCase();
  for (const item of $("scenes").children) item.hidden = !item.textContent.toLowerCase().includes(text);
});
for (const select of [$("device"), $("scale")]) {
  select.addEventListener("change", () => { if (info) open(info.scene); });
}
document.addEventListener("keydown", (event) => {
  if (event.target instanceof HTMLInputElement) return;
  if (event.key === " ") { send({ type: paused ? "play" : "pause" }); event.preventDefault(); }
  else if (event.key === "ArrowRight") stepForward();
  else if (event.key === "ArrowLeft") send({ type: "seek", frame: Math.max(1, Inspector.shownFrame - 1) });
  else if (event.key === "r") send({ type: "restart" });
});

setInterval(() => {
  const parts = [`${drawnTimes.length} fps drawn`];
  const roundTrip = median(roundTrips);
  if (roundTrip !== null) {
    parts.push(`input → frame ${roundTrip.toFixed(0)} ms, ${median(roundTripFrames)} frames later`);
  }
  if (lastStatus) {
    parts.push(`frame ${lastStatus.frame}`, `${lastStatus.time.toFixed(2)} s`, `${lastStatus.skipped} skipped`,
               `${lastStatus.touches} touches recorded`);
  }
  $("stats").textContent = parts.join(" · ");
}, 250);

loadScenes().catch((error) => showError(`could not load the scene list: ${error}`));
