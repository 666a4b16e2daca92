/** How the request client speaks to the person; each app supplies it from its own UI kit. */
export interface RequestFeedback {
  /** Short error toast (code 500, transport failures, duplicate submissions). */
  error(text: string): void;
  /** Short warning toast (code 601). */
  warning(text: string): void;
  /** Error notification (other non-200 codes). */
  notifyError(text: string): void;
  /** Asks whether to sign in again after the session ended; resolves true to go to the login page. */
  confirmRelogin(): Promise<boolean>;
  /** Forgets the session and shows the login page. */
  endSession(): void;
  /** Shows a blocking "downloading" indicator; returns the function that hides it. */
  downloading(): () => void;
}
