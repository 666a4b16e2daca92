import { createRequestClient } from '../shared/request/client';
import { getToken } from '../shared/request/token';
import { adminFeedback } from './feedback';

/** The back office's one door to the server. */
export const http = createRequestClient({ feedback: adminFeedback, getToken });
