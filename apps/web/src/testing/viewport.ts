/** Sets the viewport width the pages read through useBrowserSize (375: a phone, 1280: a laptop). */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}
