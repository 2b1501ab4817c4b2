// Whether the first page the visitor opened is on screen and live (hydrated, when it was prerendered).
// Work that would change what that page shows waits for it: React cannot hydrate a part of a
// prerendered page that changes first, so it would throw that part away and build it again (a loading
// spinner would flash where the page was).

let markShown: () => void = () => undefined;

/** Resolves once the first page has been shown (AppLayout says so). */
export const firstPageShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstPageShown(): void {
  markShown();
}
