"use client";

import { useEffect, useState } from "react";

/**
 * `value` once it has stayed the same for `ms` (the first value at once). The overlay searches the
 * typed query this way (~180 ms), and reports results once they have stayed on screen (500 ms).
 */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
