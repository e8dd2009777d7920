// Keys to board commands, and the keyboard cursor's moves (pure functions).

// The command a key press asks for, or null. `ev` needs key, ctrlKey, metaKey,
// shiftKey, altKey; `onBoard` is true when the board itself (not a button) has focus.
export function keyCommand(ev, onBoard) {
  const mod = ev.ctrlKey || ev.metaKey;
  const key = ev.key;
  const lower = key.length === 1 ? key.toLowerCase() : key;
  if (mod && !ev.altKey) {
    if (lower === "z") return { cmd: ev.shiftKey ? "redo" : "undo" };
    if (lower === "y") return { cmd: "redo" };
    return null;
  }
  if (ev.altKey || mod) return null;
  if (lower === "r") return { cmd: "rotate", steps: ev.shiftKey ? -1 : 1 };
  if (/^[1-6]$/.test(key)) return { cmd: "pick", index: Number(key) - 1 };
  if (!onBoard) return null;
  switch (key) {
    case "ArrowLeft":
    case "ArrowRight":
    case "ArrowUp":
    case "ArrowDown":
      return { cmd: "cursor", key };
    case "Enter":
    case " ":
      return { cmd: "place" };
    case "Escape":
      return { cmd: "drop" };
    case "+":
    case "=":
      return { cmd: "zoom", factor: 1.25 };
    case "-":
    case "_":
      return { cmd: "zoom", factor: 0.8 };
    case "0":
      return { cmd: "fit" };
    case "c":
    case "C":
      return { cmd: "coords" };
    case "Home":
      return { cmd: "home" };
    default:
      return null;
  }
}

// Whether a key pressed inside a widget stays there (its propagation is stopped): JupyterLab
// reads unmodified keys as its command mode's one-key shortcuts on the focused element (D D
// deletes the cell, R makes it raw, M markdown), whatever the widget did with them. Tab
// still moves the focus; keys with Ctrl, Cmd or Alt go on (save, run, the browser's own).
export function staysInWidget(ev) {
  return !(ev.ctrlKey || ev.metaKey || ev.altKey) && ev.key !== "Tab";
}

// The hex the cursor moves to. Left and right go west and east; up and down zig-zag
// (north-east then north-west, ...) so that repeated presses go straight up or down
// the screen, as in an offset grid.
export function moveCursor(h, key) {
  const [q, r] = h;
  const odd = ((r % 2) + 2) % 2 === 1;
  switch (key) {
    case "ArrowLeft":
      return [q - 1, r];
    case "ArrowRight":
      return [q + 1, r];
    case "ArrowUp":
      return odd ? [q, r - 1] : [q + 1, r - 1];
    case "ArrowDown":
      return odd ? [q - 1, r + 1] : [q, r + 1];
    default:
      return [q, r];
  }
}
