import type { Language } from '@printfloor/contract';

/** Station feedback: short Web Audio beeps and spoken results, both silently absent where unsupported. */

let audio: AudioContext | null = null;

/** A beep: a short high tone for a success, two low ones for a refusal. */
export function beep(ok: boolean): void {
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return;
  try {
    audio ??= new Ctor();
    const ctx = audio;
    const tones = ok
      ? [{ f: 1320, at: 0, len: 0.12 }]
      : [
          { f: 220, at: 0, len: 0.18 },
          { f: 180, at: 0.24, len: 0.3 },
        ];
    for (const tone of tones) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = ok ? 'sine' : 'square';
      osc.frequency.value = tone.f;
      gain.gain.value = 0.2;
      osc.connect(gain).connect(ctx.destination);
      const start = ctx.currentTime + tone.at;
      osc.start(start);
      osc.stop(start + tone.len);
    }
  } catch {
    /* no audio output: the screen still shows the result */
  }
}

const VOICE_LANG: Record<Language, string> = { 'zh-CN': 'zh-CN', en: 'en-US', 'zh-TW': 'zh-TW', 'pt-BR': 'pt-BR' };

/** Speaks `text` in the UI language, cutting off what was still being said. */
export function speak(text: string, lang: Language): void {
  const synth = (globalThis as { speechSynthesis?: SpeechSynthesis }).speechSynthesis;
  const Utterance = (globalThis as { SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance })
    .SpeechSynthesisUtterance;
  if (!synth || !Utterance) return;
  synth.cancel();
  const u = new Utterance(text);
  u.lang = VOICE_LANG[lang];
  synth.speak(u);
}
