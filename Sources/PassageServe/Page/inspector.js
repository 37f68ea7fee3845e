// The inspector under the canvas: the scrubber, the timeline of events (markers), a chart of the percent
// complete and chosen presented values, one row per animation (layer, key path, delay, duration, its curve or
// spring drawn, additive or not, and a bar from its start to its stop), and the layer tree panel. The server
// sends the timeline as "timeline" messages (whole after a reset, then what is new) and the tree as a "layers"
// message; a click on a marker, a row, the chart or the scrubber asks for that frame with {"type":"seek"}.
"use strict";

const Inspector = (() => {
  const $ = (id) => document.getElementById(id);
  const gutterWidth = 480;
  const colours = ["#e03131", "#1c7ed6", "#2f9e44", "#f08c00", "#ae3ec9", "#0c8599", "#5c940d", "#d6336c"];
  let send = () => {};
  let timeline = emptyTimeline();
  let shownFrame = 1;
  let chosen = new Set(["percent"]);
  let layerList = null;
  let selectedLayer = null;
  let pixelsPerPoint = 2;
  let renderQueued = false;

  function emptyTimeline() {
    return {
      frames: 0, framesPerSecond: 60, seriesNames: [], series: [], markers: [], animations: new Map(),
      maximumFrames: 36000, maximumEntries: 20000, markersLeftOut: 0, animationsLeftOut: 0,
    };
  }

  /// The last frame the timeline spans.
  function lastFrame() { return Math.max(timeline.frames, shownFrame, 60); }

  /// The x of `frame` in a track `width` wide.
  function xOf(frame, width) { return (frame - 1) / (lastFrame() - 1) * width; }

  function frameAt(event, element) {
    const box = element.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    return Math.round(1 + fraction * (lastFrame() - 1));
  }

  function seek(frame) {
    send({ type: "seek", frame: Math.max(1, Math.min(frame, lastFrame())) });
  }

  function receiveTimeline(message) {
    if (message.reset) {
      timeline = emptyTimeline();
      timeline.framesPerSecond = message.framesPerSecond || 60;
      timeline.maximumFrames = message.maximumFrames || timeline.maximumFrames;
      timeline.maximumEntries = message.maximumEntries || timeline.maximumEntries;
      const defaults = message.seriesNames.filter((name) => /\.(x|alpha)$/.test(name)).slice(0, 2);
      chosen = new Set(["percent", ...defaults]);
    }
    timeline.frames = message.frames;
    if (message.seriesNames.join() !== timeline.seriesNames.join()) {
      timeline.seriesNames = message.seriesNames;
      timeline.series = message.seriesNames.map(() => []);
    }
    message.series.forEach((values, index) => {
      const series = timeline.series[index];
      series.length = message.from - 1;
      for (const value of values) series.push(value);
    });
    timeline.markers.push(...message.markers);
    for (const animation of message.animations) timeline.animations.set(animation.id, animation);
    timeline.markersLeftOut = message.markersLeftOut || 0;
    timeline.animationsLeftOut = message.animationsLeftOut || 0;
    showLimits();
    queueRender();
  }

  /// Says where the inspector stopped recording, once it holds one of its limits (bounded memory on a long
  /// playing): the events or rows left out, and the frames past the last one recorded.
  function showLimits() {
    const notes = [];
    const entries = timeline.maximumEntries.toLocaleString("en-US");
    if (timeline.markersLeftOut > 0) {
      notes.push(`${timeline.markersLeftOut.toLocaleString("en-US")} later events not shown (the inspector keeps ${entries})`);
    }
    if (timeline.animationsLeftOut > 0) {
      notes.push(`${timeline.animationsLeftOut.toLocaleString("en-US")} later animations not shown (the inspector keeps ${entries})`);
    }
    if (shownFrame > timeline.maximumFrames) {
      notes.push(`frames after ${timeline.maximumFrames.toLocaleString("en-US")} are played but not recorded`);
    }
    $("limits").textContent = notes.join(" · ");
    $("limits").hidden = notes.length === 0;
  }

  function queueRender() {
    if (renderQueued) return;
    renderQueued = true;
    requestAnimationFrame(() => { renderQueued = false; render(); });
  }

  function render() {
    renderMarkers();
    renderChart();
    renderAnimations();
    $("scrub").max = String(lastFrame());
    movePlayhead();
  }

  function renderMarkers() {
    const track = $("markers");
    track.replaceChildren();
    const width = track.clientWidth;
    for (const marker of timeline.markers) {
      const button = document.createElement("button");
      button.className = `marker ${marker.kind}`;
      button.title = `frame ${marker.frame}: ${marker.label}`;
      button.dataset.frame = marker.frame;
      button.dataset.kind = marker.kind;
      button.dataset.label = marker.label;
      button.style.left = `${xOf(marker.frame, width)}px`;
      button.addEventListener("click", (event) => { event.stopPropagation(); seek(marker.frame); });
      track.append(button);
    }
  }

  function renderChart() {
    const svg = $("chart");
    const width = svg.clientWidth || 600, height = 120;
    svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
    svg.replaceChildren();
    const legend = $("legend");
    legend.replaceChildren();
    timeline.seriesNames.forEach((name, index) => {
      const colour = colours[index % colours.length];
      const values = timeline.series[index];
      const finite = values.filter((value) => value !== null);
      const low = name === "percent" ? 0 : Math.min(...finite);
      const high = name === "percent" ? 1 : Math.max(...finite);
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.checked = chosen.has(name);
      box.addEventListener("change", () => {
        if (box.checked) chosen.add(name); else chosen.delete(name);
        renderChart();
      });
      const range = finite.length ? ` ${format(low)}…${format(high)}` : "";
      label.append(box, swatch(colour), `${name}${range}`);
      label.dataset.series = name;
      legend.append(label);
      if (!chosen.has(name) || !finite.length) return;
      let path = "";
      let drawing = false;
      values.forEach((value, frameIndex) => {
        if (value === null) { drawing = false; return; }
        const y = high > low ? height - 4 - (value - low) / (high - low) * (height - 8) : height / 2;
        path += `${drawing ? "L" : "M"}${xOf(frameIndex + 1, width).toFixed(1)},${y.toFixed(1)}`;
        drawing = true;
      });
      const line = document.createElementNS("http://www.w3.org/2000/svg", "path");
      line.setAttribute("d", path);
      line.setAttribute("fill", "none");
      line.setAttribute("stroke", colour);
      line.setAttribute("stroke-width", "1.5");
      line.dataset.series = name;
      svg.append(line);
    });
  }

  function swatch(colour) {
    const span = document.createElement("span");
    span.className = "swatch";
    span.style.background = colour;
    return span;
  }

  function format(value) {
    return Math.abs(value) >= 10 ? value.toFixed(0) : value.toFixed(2);
  }

  function seconds(value) { return value < 0 ? "∞" : `${Number(value.toFixed(3))} s`; }

  function renderAnimations() {
    const list = $("animations");
    list.replaceChildren();
    const trackWidth = Math.max(1, $("timeline").clientWidth - gutterWidth);
    const fps = timeline.framesPerSecond;
    for (const animation of timeline.animations.values()) {
      const row = document.createElement("div");
      row.className = "row animation";
      row.dataset.id = animation.id;
      row.dataset.keyPath = animation.keyPath;
      row.dataset.kind = animation.kind;
      const gutter = document.createElement("div");
      gutter.className = "gutter";
      const cells = [animation.layer, animation.keyPath || animation.kind, seconds(animation.delay),
                     animation.kind === "driven" ? "driven" : seconds(animation.duration)];
      for (const text of cells) {
        const cell = document.createElement("span");
        cell.textContent = text;
        cell.title = text;
        gutter.append(cell);
      }
      gutter.append(curve(animation));
      const additive = document.createElement("span");
      additive.textContent = animation.additive ? "additive" : "";
      gutter.append(additive);
      const track = document.createElement("div");
      track.className = "track";
      const begin = animation.started ?? animation.added + Math.round(animation.delay * fps);
      const end = animation.stopped ??
        (animation.duration >= 0 && animation.kind !== "driven" ? begin + Math.round(animation.duration * fps)
                                                                : lastFrame());
      if (animation.delay > 0) track.append(bar("delay", animation.added, begin, trackWidth));
      track.append(bar(animation.kind, begin, Math.max(begin, end), trackWidth));
      row.title = `${animation.layer} ${animation.keyPath}: ${animation.kind}, added at frame ${animation.added}` +
        (animation.started ? `, started ${animation.started}` : "") +
        (animation.stopped ? `, stopped ${animation.stopped} (${animation.finished ? "finished" : "removed"})` : "");
      row.append(gutter, track);
      row.addEventListener("click", () => seek(animation.started ?? animation.added));
      list.append(row);
    }
  }

  function bar(kind, from, to, width) {
    const element = document.createElement("div");
    element.className = `bar ${kind}`;
    element.style.left = `${xOf(from, width)}px`;
    element.style.width = `${Math.max(2, xOf(to, width) - xOf(from, width))}px`;
    return element;
  }

  /// The animation's timing drawn small: its Bézier curve, its spring's motion from 0 to 1, or a line.
  function curve(animation) {
    const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    svg.setAttribute("class", "curve");
    svg.setAttribute("viewBox", "0 0 46 18");
    let points = [];
    if (animation.spring) {
      const [mass, stiffness, damping, velocity, settling] = animation.spring;
      let x = 0, v = velocity;
      const steps = 200, dt = (settling > 0 ? settling : 1) / steps;
      for (let step = 0; step <= steps; step += 1) {
        points.push([step / steps, x]);
        for (let sub = 0; sub < 10; sub += 1) {
          const a = (-stiffness * (x - 1) - damping * v) / mass;
          v += a * dt / 10;
          x += v * dt / 10;
        }
      }
    } else if (animation.curve) {
      const [c1x, c1y, c2x, c2y] = animation.curve;
      for (let step = 0; step <= 40; step += 1) {
        const t = step / 40, u = 1 - t;
        points.push([3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t,
                     3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t]);
      }
    } else if (animation.kind === "basic") {
      points = [[0, 0], [1, 1]];
    }
    if (points.length) {
      const low = Math.min(0, ...points.map((p) => p[1])), high = Math.max(1, ...points.map((p) => p[1]));
      const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
      line.setAttribute("points", points.map(([x, y]) =>
        `${(1 + x * 44).toFixed(1)},${(17 - (y - low) / (high - low) * 16).toFixed(1)}`).join(" "));
      svg.append(line);
    }
    const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
    title.textContent = animation.spring
      ? `spring: mass ${animation.spring[0]}, stiffness ${animation.spring[1]}, damping ${animation.spring[2]}, velocity ${animation.spring[3]}`
      : animation.curve ? `cubic-bezier(${animation.curve.map((v) => Number(v.toFixed(3))).join(", ")})`
      : animation.kind;
    svg.append(title);
    return svg;
  }

  /// Shows `frame` as the current one: the playhead, the scrubber and the position label.
  function showFrame(frame) {
    shownFrame = frame;
    if (frame > Number($("scrub").max)) $("scrub").max = String(lastFrame());
    if (document.activeElement !== $("scrub")) $("scrub").value = String(frame);
    $("position").textContent =
      `frame ${frame} · ${((frame - 1) / timeline.framesPerSecond).toFixed(3)} s · ${timeline.frames} recorded`;
    if (frame > timeline.maximumFrames && $("limits").hidden) showLimits();
    movePlayhead();
  }

  function movePlayhead() {
    const trackWidth = Math.max(1, $("timeline").clientWidth - gutterWidth);
    $("playhead").style.left = `${gutterWidth + xOf(shownFrame, trackWidth)}px`;
    $("playhead").dataset.frame = shownFrame;
  }

  // The layer tree panel.
  function receiveLayers(message) {
    layerList = message.layers;
    const tree = $("layer-tree");
    tree.replaceChildren();
    for (const layer of layerList) {
      const item = document.createElement("div");
      item.textContent = layer.name;
      item.title = `${layer.type}${layer.animations.length ? `, animating ${layer.animations.join(", ")}` : ""}`;
      item.style.paddingLeft = `${4 + layer.depth * 12}px`;
      item.dataset.id = layer.id;
      if (layer.animations.length) item.classList.add("animated");
      if (layer.hidden) item.style.opacity = 0.5;
      item.addEventListener("click", () => selectLayer(layer.id));
      tree.append(item);
    }
    if (message.truncated) tree.append(`(the first ${layerList.length} layers)`);
    const reselect = selectedLayer !== null && selectedLayer < layerList.length ? selectedLayer : null;
    selectLayer(reselect);
  }

  function selectLayer(id) {
    selectedLayer = id;
    for (const item of $("layer-tree").children) item.classList.toggle("selected", Number(item.dataset.id) === id);
    const overlay = $("overlay");
    const context = overlay.getContext("2d");
    context.clearRect(0, 0, overlay.width, overlay.height);
    const table = $("layer-values");
    table.replaceChildren();
    if (id === null || !layerList) return;
    const layer = layerList[id];
    const [x, y, width, height] = layer.frame.map((value) => value * pixelsPerPoint);
    context.fillStyle = "rgba(52, 120, 246, 0.25)";
    context.strokeStyle = "rgb(52, 120, 246)";
    context.lineWidth = 2;
    context.fillRect(x, y, width, height);
    context.strokeRect(x, y, width, height);
    const header = table.insertRow();
    for (const text of ["", "model", "presented"]) {
      const cell = document.createElement("th");
      cell.textContent = text;
      header.append(cell);
    }
    for (const key of Object.keys(layer.model)) {
      const model = describe(layer.model[key]), presented = describe(layer.presented[key]);
      const row = table.insertRow();
      row.className = model === presented ? "" : "differs";
      for (const text of [key, model, presented]) row.insertCell().textContent = text;
    }
  }

  function describe(value) {
    if (Array.isArray(value)) {
      if (value.length === 16) {
        const identity = value.every((v, i) => v === (i % 5 === 0 ? 1 : 0));
        if (identity) return "identity";
      }
      return value.map((v) => Number(v.toFixed(2))).join(", ");
    }
    return typeof value === "number" ? String(Number(value.toFixed(3))) : String(value);
  }

  function attach(options) {
    send = options.send;
    $("scrub").addEventListener("input", () => seek(Number($("scrub").value)));
    for (const element of [$("markers"), $("chart").parentElement]) {
      element.addEventListener("click", (event) => seek(frameAt(event, element)));
    }
    $("layers-refresh").addEventListener("click", () => send({ type: "layers" }));
    window.addEventListener("resize", queueRender);
  }

  /// A new scene: nothing recorded yet, `scale` pixels per point.
  function reset(scale, width, height) {
    timeline = emptyTimeline();
    layerList = null;
    selectedLayer = null;
    pixelsPerPoint = scale;
    $("overlay").width = width;
    $("overlay").height = height;
    $("layer-tree").replaceChildren();
    $("layer-values").replaceChildren();
    shownFrame = 1;
    queueRender();
  }

  return {
    attach, reset, receiveTimeline, receiveLayers, showFrame,
    get shownFrame() { return shownFrame; },
    /// What the timeline holds (for the console and the browser tests).
    get timeline() { return timeline; },
  };
})();
