import { useCallback, useEffect, useRef, useState } from "react";

/** The part of the Web Speech API used here (not in TypeScript's DOM types). */
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  start(): void;
  stop(): void;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
};
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Dictation (docs/product.md#founder-interview): en-US, continuous, with interim results; each final transcript is handed to
 * `onFinal` (the answer box appends it). `toggle()` returns false when the browser has no
 * speech recognition, so the caller can say so.
 */
export function useDictation(onFinal: (text: string) => void) {
  const [recording, setRecording] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const callback = useRef(onFinal);
  callback.current = onFinal;

  useEffect(() => () => recognition.current?.stop(), []);

  const toggle = useCallback((): boolean => {
    if (recognition.current) {
      recognition.current.stop();
      return true;
    }
    const Ctor = recognitionConstructor();
    if (!Ctor) return false;
    const r = new Ctor();
    r.lang = "en-US";
    r.continuous = true;
    r.interimResults = true;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i]!;
        if (result.isFinal) callback.current(result[0].transcript.trim());
      }
    };
    r.onend = r.onerror = () => {
      recognition.current = null;
      setRecording(false);
    };
    recognition.current = r;
    r.start();
    setRecording(true);
    return true;
  }, []);

  return { recording, toggle };
}
