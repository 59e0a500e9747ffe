// Owns float-to-16-bit conversion shared by the audio encoders: clamps, so a loud mix clips
// rather than wrapping around.

export function toInt16(pcm: Float32Array): Int16Array {
  const samples = new Int16Array(pcm.length);
  for (let index = 0; index < pcm.length; index += 1) {
    const value = pcm[index] as number;
    samples[index] = Math.round((value > 1 ? 1 : value < -1 ? -1 : value) * 32767);
  }
  return samples;
}
