/**
 * What a 401 does is the app's business (clear the user, go to the sign-in screen); the client only
 * reports it. The app registers the handler at start-up, which keeps lib/api free of auth imports.
 */
let handler: () => void = () => {};

export function setUnauthorizedHandler(next: () => void): void {
  handler = next;
}

export function notifyUnauthorized(): void {
  handler();
}
