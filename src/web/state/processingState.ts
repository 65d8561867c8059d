import { proxy } from 'valtio';
import type { ProcessingCheck } from '../api/processing.api.ts';

/** Latest answer of check-processing, polled by the bottom bar. */
export const processingState = proxy<{ status: ProcessingCheck | null }>({ status: null });
