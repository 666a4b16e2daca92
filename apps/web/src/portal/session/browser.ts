/** Leaving the portal for another address (the sign-on service and back). One door, so tests can watch it. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
