// Short table sounds, made here with the Web Audio API (no audio file, nothing fetched):
// a few named cues any game can play. The AudioContext is created at the first cue after
// a press or key (browsers allow sound only then); without Web Audio, cues are silent.
// Test hook: html[data-sound] is the last cue asked for while sound is on.

/** Each cue: notes `[start s, frequency Hz, length s, wave, peak gain]`, and an optional
 * noise burst `[length s, gain]` (a bomb's thump). */
const CUES = {
  play: { notes: [[0, 520, .07, "triangle", .22], [.02, 390, .06, "sine", .12]] },
  pass: { notes: [[0, 240, .09, "sine", .14]] },
  bomb: { notes: [[0, 110, .35, "sawtooth", .18], [0, 55, .45, "sine", .35]], noise: [.25, .25] },
  last_card: { notes: [[0, 880, .09, "square", .08], [.12, 1175, .12, "square", .08]] },
  deal_end: { notes: [[0, 523, .12, "triangle", .2], [.1, 659, .12, "triangle", .2],
    [.2, 784, .12, "triangle", .2], [.3, 1047, .25, "triangle", .2]] },
};

export const SOUND_CUES = Object.keys(CUES);

let ctx = null;

function context() {
  const Audio = window.AudioContext || window.webkitAudioContext;
  if (!Audio) return null;
  if (!ctx) ctx = new Audio();
  if (ctx.state === "suspended") ctx.resume().catch(() => {});
  return ctx;
}

function tone(ac, at, [start, freq, length, wave, peak]) {
  const osc = ac.createOscillator();
  const gain = ac.createGain();
  osc.type = wave;
  osc.frequency.setValueAtTime(freq, at + start);
  if (wave === "sawtooth") osc.frequency.exponentialRampToValueAtTime(freq / 3, at + start + length);
  gain.gain.setValueAtTime(0.0001, at + start);
  gain.gain.exponentialRampToValueAtTime(peak, at + start + .008);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + start + length);
  osc.connect(gain).connect(ac.destination);
  osc.start(at + start);
  osc.stop(at + start + length + .02);
}

function noise(ac, at, [length, peak]) {
  const buffer = ac.createBuffer(1, Math.ceil(ac.sampleRate * length), ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 2;
  const src = ac.createBufferSource();
  const gain = ac.createGain();
  gain.gain.value = peak;
  src.buffer = buffer;
  src.connect(gain).connect(ac.destination);
  src.start(at);
}

/**
 * Play cue `name` (one of SOUND_CUES) now, if `on`. Never throws: a browser that refuses
 * sound (no gesture yet, no Web Audio) stays silent.
 * @param {string} name
 * @param {boolean} on the person's sound setting
 */
export function playSound(name, on) {
  if (!on || !(name in CUES)) return;
  document.documentElement.dataset.sound = name;
  try {
    const ac = context();
    if (!ac) return;
    const at = ac.currentTime + .01;
    for (const n of CUES[name].notes) tone(ac, at, n);
    if (CUES[name].noise) noise(ac, at, CUES[name].noise);
  } catch {
    // no sound: never a reason to stop the game
  }
}
