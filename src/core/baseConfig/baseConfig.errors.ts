import { defineErrors } from '../errors/catalogue.ts';

/**
 * What the base-config ping reports (GET /api/baseConfig/ping), one text per outcome; `{via}` is
 * ' a proxyn keresztül' when the call went through the proxy config, else ''.
 */
export const PING_MESSAGES = defineErrors('ping', {
  reachable: 'Elérhető{via}: HTTP {status} ({ms} ms).',
  httpError: 'A cím{via} válaszolt, de hibával: HTTP {status} ({ms} ms).',
  timeout: 'Időtúllépés{via}: nem érkezett válasz {timeoutMs} ms alatt.',
  unreachable: 'A cím nem érhető el: {cause} ({ms} ms).',
  proxyUnreachable: 'A proxy ({proxy}) nem érhető el: {cause} ({ms} ms).',
  via: ' a proxyn keresztül',
});
