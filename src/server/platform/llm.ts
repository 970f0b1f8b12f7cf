import type OpenAI from 'openai';
import type { Config } from '../env.ts';

/** One turn of a Chat Completions conversation. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  /** The whole prompt: system text (with the retrieved passages) and the conversation so far. */
  messages: ChatMessage[];
  /** Aborted when the learner presses Stop or the browser goes away. */
  signal: AbortSignal;
  /**
   * The built-in tutor's answer to the same turn, composed from our content by the caller: the offline engine
   * writes it out; a model engine never calls it.
   */
  offline: () => Promise<string>;
}

/** Why a stream ended early; the caller keeps what was written and tells the learner. */
export class LlmStreamError extends Error {
  constructor(
    readonly reason: 'timeout' | 'provider' | 'aborted',
    message: string,
  ) {
    super(message);
  }
}

/** The AI tutor's engine: a Chat Completions model, or the built-in tutor when none is configured. */
export interface LlmEngine {
  kind: 'model' | 'offline';
  streamChat(request: ChatRequest): AsyncIterable<string>;
}

const TIMEOUT_MS = 30_000;

/**
 * Any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, LM Studio) through the `openai` package.
 * A stream that is silent for `timeoutMs` (30 s) is aborted. Errors never carry the key or the prompt.
 */
export function openAiEngine(options: {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}): LlmEngine {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  // The package (some 5 MB of a server's memory) loads with the first question, not with every server.
  let client: Promise<{ openai: typeof OpenAI; client: OpenAI }> | undefined;
  const connect = async () => {
    const { default: openai } = await import('openai');
    // Ollama and vLLM take any key; the package insists on one.
    return {
      openai,
      client: new openai({ baseURL: options.baseUrl, apiKey: options.apiKey || 'none', maxRetries: 0 }),
    };
  };
  return {
    kind: 'model',
    async *streamChat({ messages, signal }) {
      // Loaded before the timer and the abort listener are set, so nothing is left armed if loading fails.
      client ??= connect();
      const { openai, client: chat } = await client;
      const controller = new AbortController();
      let timedOut = false;
      const onAbort = () => controller.abort();
      signal.addEventListener('abort', onAbort, { once: true });
      let timer: NodeJS.Timeout | undefined;
      const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, timeoutMs);
      };
      arm();
      try {
        const stream = await chat.chat.completions.create(
          { model: options.model, messages, stream: true },
          // Our own timer (above) times out a silent stream; the package's is only a backstop.
          { signal: controller.signal, timeout: timeoutMs * 2 },
        );
        for await (const chunk of stream) {
          arm();
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
        // The package ends an aborted stream quietly: say why it ended.
        if (controller.signal.aborted) throw new Error('aborted');
      } catch (error) {
        if (timedOut) throw new LlmStreamError('timeout', 'The tutor took too long to answer (30 s).');
        if (signal.aborted) throw new LlmStreamError('aborted', 'Stopped.');
        const status = error instanceof openai.APIError ? error.status : undefined;
        throw new LlmStreamError('provider', `The tutor's model failed${status ? ` (status ${status})` : ''}.`);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
      }
    },
  };
}

/**
 * The built-in tutor: writes out the answer composed from our content a few words at a time, so it streams, and
 * stops like a model does.
 */
export function offlineEngine(options: { delayMs?: number } = {}): LlmEngine {
  // About forty words a second: readable as it arrives, and long enough to press Stop.
  const delayMs = options.delayMs ?? 25;
  return {
    kind: 'offline',
    async *streamChat({ signal, offline }) {
      const text = await offline();
      const pieces = text.match(/\S+\s*|\s+/g) ?? [];
      // A long answer (a whole concept note) is written out within about 4 s.
      const pause = Math.min(delayMs, Math.ceil(4000 / Math.max(1, pieces.length)));
      for (const piece of pieces) {
        if (signal.aborted) throw new LlmStreamError('aborted', 'Stopped.');
        if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
        yield piece;
      }
    },
  };
}

/** The engine the configuration names: a model when LLM_BASE_URL is set, else the built-in tutor. */
export function llmFromConfig(config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL'>): LlmEngine {
  if (!config.LLM_BASE_URL) return offlineEngine();
  return openAiEngine({ baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL });
}
