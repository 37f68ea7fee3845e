// The live page: lists the scenes, plays the one picked over a WebSocket, draws its frames in the canvas and
// sends pointer input as touches (in the scene's points). Frames arrive as a 12-byte header (frame number, then
// x, y, width, height of the changed rectangle, big-endian) followed by a PNG of that rectangle; each is drawn in
// order, then acknowledged with {"type":"drawn"} so the server sends the next (it skips frames meanwhile).
// The inspector (inspector.js) gets the "timeline" and "layers" messages and the number of each frame drawn.
// Each touches message carries a number; the server names the first frame that shows it ("shown"), and the time
// from the pointer event to that frame drawn is the round trip shown in the line above the canvas.
"use strict";

const $ = (id) => document.getElementById(id);
const canvas = $("screen");
const context = canvas.getContext("2d");
let socket = null;
let info = null;          // the server's "start" message: scene, session, sizes
let drawing = Promise.resolve();
let drawnTimes = [];      // when recent frames were drawn, for the frame rate
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
  drawing = Promise.resolve();
  drawnTimes = [];
  fingers.clear();
  inputTimes.clear();
  shownBy.clear();
  roundTrips.length = 0;
  roundTripFrames.length = 0;
  ws.onmessage = (event) => {
    if (ws !== socket) return;
    if (typeof event.data === "string") receiveText(JSON.parse(event.data));
    else drawing = drawing.then(() => drawFrame(ws, event.data));
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

async function drawFrame(ws, buffer) {
  const view = new DataView(buffer);
  const number = view.getUint32(0);
  const x = view.getUint16(4), y = view.getUint16(6), width = view.getUint16(8);
  if (width > 0) {
    const bitmap = await createImageBitmap(new Blob([new Uint8Array(buffer, 12)], { type: "image/png" }));
    if (ws !== socket) return;
    context.drawImage(bitmap, x, y);
    bitmap.close();
  }
  if (ws.readyState === WebSocket.OPEN) ws.send('{"type":"drawn"}');
  Inspector.showFrame(number);
  const now = performance.now();
  for (const input of shownBy.get(number) || []) {
    if (!inputTimes.has(input)) continue;
    const [time, frame] = inputTimes.get(input);
    roundTrips.push(now - time);
    roundTripFrames.push(number - frame);
    inputTimes.delete(input);
  }
  shownBy.delete(number);
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
