import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the optional language model for the lyric writer (LYRICS_LLM_*)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'serenade-config-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dir, ...env });

  it('is off unless a URL and a model are given', () => {
    expect(load({}).lyricsModel).toBeNull();
    expect(load({ LYRICS_LLM_URL: '' }).lyricsModel).toBeNull();
  });

  it('passes the URL, model, key and timeout on as one setting', () => {
    expect(
      load({
        LYRICS_LLM_URL: 'http://127.0.0.1:11434/v1/chat/completions',
        LYRICS_LLM_MODEL: 'llama3.1:8b',
        LYRICS_LLM_KEY: 'sk-test',
        LYRICS_LLM_TIMEOUT_MS: '5000',
      }).lyricsModel,
    ).toEqual({
      url: 'http://127.0.0.1:11434/v1/chat/completions',
      model: 'llama3.1:8b',
      key: 'sk-test',
      timeoutMs: 5000,
    });
    expect(
      load({ LYRICS_LLM_URL: 'https://llm.example/v1/chat/completions', LYRICS_LLM_MODEL: 'm' }).lyricsModel,
    ).toEqual({
      url: 'https://llm.example/v1/chat/completions',
      model: 'm',
      timeoutMs: 30_000,
    });
  });

  it('refuses a URL without a model, a URL that is not http(s), and a silly timeout, naming the variable', () => {
    expect(() => load({ LYRICS_LLM_URL: 'http://127.0.0.1:8080/v1/chat/completions' })).toThrow(/LYRICS_LLM_MODEL/);
    expect(() => load({ LYRICS_LLM_URL: 'ftp://host/x', LYRICS_LLM_MODEL: 'm' })).toThrow(/LYRICS_LLM_URL/);
    expect(() => load({ LYRICS_LLM_URL: 'not a url', LYRICS_LLM_MODEL: 'm' })).toThrow(/LYRICS_LLM_URL/);
    expect(() => load({ LYRICS_LLM_TIMEOUT_MS: '5' })).toThrow(/LYRICS_LLM_TIMEOUT_MS/);
  });
});
