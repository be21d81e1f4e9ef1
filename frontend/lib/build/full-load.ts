/** A full page load of `url`: for when the code a page would go on with did not come. Apart, so
 * that tests can watch where the page goes. */
export function fullLoad(url: string): void {
  window.location.assign(url);
}
