import { CountUp } from 'countup.js';
import { useEffect, useRef } from 'react';

/** A number that rolls from 0 to `end` (countup.js) each time `end` or `run` changes. */
export function CountUpNumber(props: {
  end: number;
  decimals: number;
  separator: string;
  decimal: string;
  run: number;
  testId: string;
}) {
  const { end, decimals, separator, decimal, run, testId } = props;
  const el = useRef<HTMLSpanElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` replays the animation with the same target.
  useEffect(() => {
    if (!el.current) return;
    const counter = new CountUp(el.current, end, { duration: 1.6, decimalPlaces: decimals, separator, decimal });
    counter.start();
    return () => counter.reset();
  }, [end, decimals, separator, decimal, run]);
  return <span ref={el} data-testid={testId} data-end={end} />;
}
