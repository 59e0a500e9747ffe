/**
 * Every kind of file the sandbox serves decodes in real Chromium: images as bitmaps of the
 * requested size, audio (mp3, m4a, wav) through Web Audio, video through a <video> element.
 */
import { expect, test } from '@playwright/test';
import { createSandbox, type Sandbox } from '../src/sandbox';
import { sandboxClient } from '../src/sandbox/sandboxTestClient';

let sandbox: Sandbox;
const key = 'sk-sandbox-chromium-decode';

test.beforeAll(async () => {
  sandbox = await createSandbox({ taskMs: 400 });
});
test.afterAll(async () => {
  await sandbox.close();
});

async function finished(taskId: string): Promise<Record<string, unknown>> {
  const client = sandboxClient(sandbox.url, key);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await client.status(taskId);
    const data = response.json.data as Record<string, unknown>;
    if (data['status'] === 'SUCCEEDED') return data;
    if (data['status'] === 'FAILED') throw new Error(`task failed: ${String(data['error'])}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('task did not finish');
}

test('served images, audio and video decode in Chromium', async ({ page }) => {
  test.setTimeout(120_000);
  const client = sandboxClient(sandbox.url, key);
  const png = await client.submit('image-a', { prompt: 'a red fox in snow', aspect_ratio: '16:9' });
  const jpeg = await client.submit('image-a', {
    prompt: 'blue sea',
    aspect_ratio: '3:4',
    output_format: 'jpeg',
  });
  const video = await client.submit('video-a-v3', {
    prompt: 'a green kite',
    type: 'text-to-video',
    duration: 3,
  });
  const songs = await Promise.all(
    (['mp3', 'm4a', 'wav'] as const).map((format) =>
      client.music('generate', {
        custom: true,
        prompt: 'la la la',
        style: 'pop',
        duration: 10,
        audio_format: format,
      }),
    ),
  );
  const pngUrl = ((await finished(png.json.data.task_id))['result_urls'] as string[])[0]!;
  const jpegUrl = ((await finished(jpeg.json.data.task_id))['result_urls'] as string[])[0]!;
  const videoUrl = ((await finished(video.json.data.task_id))['result_urls'] as string[])[0]!;
  const audioUrls: string[] = [];
  for (const song of songs) {
    const result = (await finished(song.json.data.task_id))['result'] as {
      tracks: { audio_url: string }[];
    };
    audioUrls.push(result.tracks[0]!.audio_url);
  }

  // Same origin as the files, so fetch() reads them without CORS.
  await page.goto(`${sandbox.url}/pricing`);
  const decoded = await page.evaluate(
    async ({ images, audio, videoSource }) => {
      const bitmaps = [];
      for (const url of images) {
        const bitmap = await createImageBitmap(await (await fetch(url)).blob());
        bitmaps.push({ width: bitmap.width, height: bitmap.height });
      }
      const context = new AudioContext();
      const sounds = [];
      for (const url of audio) {
        const buffer = await context.decodeAudioData(await (await fetch(url)).arrayBuffer());
        let energy = 0;
        const samples = buffer.getChannelData(0);
        for (let index = 0; index < samples.length; index += 1)
          energy += samples[index]! * samples[index]!;
        sounds.push({ duration: buffer.duration, rms: Math.sqrt(energy / samples.length) });
      }
      const element = document.createElement('video');
      element.muted = true;
      element.src = videoSource;
      document.body.appendChild(element);
      await new Promise((resolve, reject) => {
        element.onloadeddata = resolve;
        element.onerror = () => reject(new Error(`video error ${element.error?.code}`));
      });
      // Draw a frame the decoder has actually presented.
      await element.play();
      await new Promise<void>((resolve) => element.requestVideoFrameCallback(() => resolve()));
      element.pause();
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const drawing = canvas.getContext('2d')!;
      drawing.drawImage(element, 0, 0);
      const pixels = drawing.getImageData(0, 0, canvas.width, canvas.height).data;
      let lit = 0;
      for (let index = 0; index < pixels.length; index += 4)
        if (pixels[index]! + pixels[index + 1]! + pixels[index + 2]! > 30) lit += 1;
      return {
        bitmaps,
        sounds,
        video: {
          width: element.videoWidth,
          height: element.videoHeight,
          duration: element.duration,
          lit: lit / (pixels.length / 4),
        },
      };
    },
    { images: [pngUrl, jpegUrl], audio: audioUrls, videoSource: videoUrl },
  );

  expect(decoded.bitmaps[0]!.width / decoded.bitmaps[0]!.height).toBeCloseTo(16 / 9, 2);
  expect(decoded.bitmaps[1]!.width / decoded.bitmaps[1]!.height).toBeCloseTo(3 / 4, 2);
  for (const sound of decoded.sounds) {
    expect(sound.duration).toBeGreaterThan(9);
    expect(sound.duration).toBeLessThan(11.5);
    expect(sound.rms).toBeGreaterThan(0.01); // music, not silence
  }
  expect(decoded.video.width).toBeGreaterThan(0);
  expect(decoded.video.duration).toBeGreaterThan(2.5);
  expect(decoded.video.lit).toBeGreaterThan(0.05);
});
