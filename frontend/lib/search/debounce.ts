/** Calls `fn` once calls have paused for `ms`, with the last call's arguments; `cancel` drops a waiting call. */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return { call, cancel };
}
