// Browser pieces jsdom lacks, for the product components' tests.
import { act } from "@testing-library/react";

type Observed = { callback: IntersectionObserverCallback; target?: Element };

export const observed: Observed[] = [];

class FakeIntersectionObserver {
  record: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback };
    observed.push(this.record);
  }
  observe(target: Element) {
    this.record.target = target;
  }
  disconnect() {
    observed.splice(observed.indexOf(this.record), 1);
  }
}

export function installBrowserFakes(vi: { stubGlobal: (name: string, value: unknown) => unknown }) {
  observed.length = 0;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("matchMedia", () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
}

/** Scrolls the observed section above the viewport (or back into it). */
export function scrollSection(away: boolean) {
  for (const { callback } of observed) {
    const entry = {
      isIntersecting: !away,
      boundingClientRect: away ? { top: -500, bottom: -20 } : { top: 100, bottom: 600 },
      rootBounds: { top: 0, bottom: 800 },
    } as unknown as IntersectionObserverEntry;
    act(() => callback([entry], {} as IntersectionObserver));
  }
}
