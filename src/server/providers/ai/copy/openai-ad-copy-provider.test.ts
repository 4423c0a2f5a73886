/**
 * Ad copy from an OpenAI-compatible chat endpoint, against the local fake of OpenAI's API
 * (tests/helpers/fake-openai-server.ts): the request (model, the rules in the system message, a
 * strict JSON schema), a reply whose superlatives and invented prices are dropped, too few usable
 * candidates and a refusal as errors (the service then uses the local templates).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, startFakeOpenAi, type FakeOpenAi } from '../../../../../tests/helpers/fake-openai-server';
import { AdCopyProviderError, createOpenAiAdCopyProvider } from './openai-ad-copy-provider';

const KEY = 'sk-test-adcopy-0123456789';
let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await startFakeOpenAi({ apiKey: KEY });
});
afterEach(async () => {
  await fake.close();
});

const req = { language: 'en' as const, angle: 'benefit' as const, tone: 'friendly' as const, title: 'Terracotta pot', features: 'handmade, 18 cm wide', audience: 'herb growers', brandName: 'Barro', offer: '' };
const provider = () => createOpenAiAdCopyProvider({ apiKey: KEY, baseUrl: fake.baseUrl, model: 'gpt-5-mini', sleep: async () => {} });

describe('OpenAI-compatible ad copy', () => {
  it('asks with the rules and a strict JSON schema, and drops candidates that break them', async () => {
    fake.chatContent = () =>
      JSON.stringify({
        headlines: ['Handmade, 18 cm wide', 'The best pot ever', 'Only €9 today', 'For herb growers', 'Terracotta, by hand'],
        sublines: ['Handmade terracotta, 18 cm wide.', 'Hurry, last chance!', 'Made for herb growers.', 'A pot with room for roots.'],
        ctas: ['Shop now', 'Take a look', 'Discover'],
      });
    const copy = await provider().write(req);
    expect(copy.headlines).toEqual(['Handmade, 18 cm wide', 'For herb growers', 'Terracotta, by hand']);
    expect(copy.sublines).toEqual(['Handmade terracotta, 18 cm wide.', 'Made for herb growers.', 'A pot with room for roots.']);
    const { authorization, body } = fake.chats[0]!;
    expect(authorization).toBe(`Bearer ${KEY}`);
    expect(body.model).toBe('gpt-5-mini');
    expect((body.response_format as { type: string; json_schema: { name: string; strict: boolean } }).json_schema).toMatchObject({ name: 'ad_copy', strict: true });
    const system = (body.messages as { role: string; content: string }[])[0]!.content;
    expect(system).toContain('No superlatives');
    expect(system).toContain('English');
  });

  it('fails when too few candidates are usable, or the model refuses', async () => {
    fake.chatContent = () => JSON.stringify({ headlines: ['The best'], sublines: [], ctas: [] });
    await expect(provider().write(req)).rejects.toBeInstanceOf(AdCopyProviderError);
    fake.planChat({ status: 200, body: chatCompletion(null, { refusal: 'no' }) });
    await expect(provider().write(req)).rejects.toThrow(/refused/);
  });
});
