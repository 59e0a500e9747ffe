// Owns a minimal H.264 encoder that needs no entropy coding of pixels: every changed macroblock
// is sent raw as I_PCM, every unchanged one as P_Skip (a copy from the previous frame). Constrained
// Baseline, CAVLC, one slice per frame, deblocking off, so decoded frames are bit-exact.

export interface YuvFrame {
  /** Coded size in whole macroblocks (the display size is cropped from it). */
  widthMbs: number;
  heightMbs: number;
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
}

class BitWriter {
  private bytes = new Uint8Array(1024);
  private length = 0;
  private current = 0;
  private bitCount = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  bits(value: number, count: number): void {
    for (let index = count - 1; index >= 0; index -= 1) {
      this.current = (this.current << 1) | ((value >>> index) & 1);
      this.bitCount += 1;
      if (this.bitCount === 8) {
        this.ensure(1);
        this.bytes[this.length++] = this.current;
        this.current = 0;
        this.bitCount = 0;
      }
    }
  }

  /** Exp-Golomb ue(v). */
  ue(value: number): void {
    const coded = value + 1;
    const size = 32 - Math.clz32(coded);
    this.bits(0, size - 1);
    this.bits(coded, size);
  }

  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  alignZero(): void {
    if (this.bitCount > 0) this.bits(0, 8 - this.bitCount);
  }

  /** Raw bytes; only valid when byte-aligned. */
  raw(data: Uint8Array): void {
    this.ensure(data.length);
    this.bytes.set(data, this.length);
    this.length += data.length;
  }

  trailing(): Uint8Array {
    this.bits(1, 1);
    this.alignZero();
    return this.bytes.subarray(0, this.length);
  }
}

/** NAL unit (without start code): header byte and the payload with emulation prevention. */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Uint8Array {
  const out = new Uint8Array(1 + rbsp.length + Math.ceil(rbsp.length / 2) + 1);
  out[0] = (refIdc << 5) | type;
  let length = 1;
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out[length++] = 3;
      zeros = 0;
    }
    out[length++] = byte;
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return out.slice(0, length);
}

export const PROFILE_IDC = 66; // Baseline
export const CONSTRAINT_FLAGS = 0xc0; // constraint_set0 and set1: Constrained Baseline
export const LEVEL_IDC = 30;
const LOG2_MAX_FRAME_NUM = 8;

export function sequenceParameterSet(width: number, height: number): Uint8Array {
  const widthMbs = Math.ceil(width / 16);
  const heightMbs = Math.ceil(height / 16);
  const bits = new BitWriter();
  bits.bits(PROFILE_IDC, 8);
  bits.bits(CONSTRAINT_FLAGS, 8);
  bits.bits(LEVEL_IDC, 8);
  bits.ue(0); // seq_parameter_set_id
  bits.ue(LOG2_MAX_FRAME_NUM - 4);
  bits.ue(2); // pic_order_cnt_type 2: output order = decode order
  bits.ue(1); // max_num_ref_frames
  bits.bits(0, 1); // gaps_in_frame_num_value_allowed_flag
  bits.ue(widthMbs - 1);
  bits.ue(heightMbs - 1);
  bits.bits(1, 1); // frame_mbs_only_flag
  bits.bits(1, 1); // direct_8x8_inference_flag
  const cropRight = widthMbs * 16 - width;
  const cropBottom = heightMbs * 16 - height;
  const cropping = cropRight > 0 || cropBottom > 0;
  bits.bits(cropping ? 1 : 0, 1);
  if (cropping) {
    // Offsets count 2-pixel units for 4:2:0 frames.
    bits.ue(0);
    bits.ue(cropRight / 2);
    bits.ue(0);
    bits.ue(cropBottom / 2);
  }
  bits.bits(0, 1); // vui_parameters_present_flag
  return nal(3, 7, bits.trailing());
}

export function pictureParameterSet(): Uint8Array {
  const bits = new BitWriter();
  bits.ue(0); // pic_parameter_set_id
  bits.ue(0); // seq_parameter_set_id
  bits.bits(0, 1); // entropy_coding_mode_flag: CAVLC
  bits.bits(0, 1); // bottom_field_pic_order_in_frame_present_flag
  bits.ue(0); // num_slice_groups_minus1
  bits.ue(0); // num_ref_idx_l0_default_active_minus1
  bits.ue(0); // num_ref_idx_l1_default_active_minus1
  bits.bits(0, 1); // weighted_pred_flag
  bits.bits(0, 2); // weighted_bipred_idc
  bits.se(0); // pic_init_qp_minus26
  bits.se(0); // pic_init_qs_minus26
  bits.se(0); // chroma_qp_index_offset
  bits.bits(1, 1); // deblocking_filter_control_present_flag
  bits.bits(0, 1); // constrained_intra_pred_flag
  bits.bits(0, 1); // redundant_pic_cnt_present_flag
  return nal(3, 8, bits.trailing());
}

function macroblockSamples(frame: YuvFrame, mbX: number, mbY: number, out: Uint8Array): void {
  const lumaStride = frame.widthMbs * 16;
  const chromaStride = frame.widthMbs * 8;
  let index = 0;
  for (let row = 0; row < 16; row += 1) {
    const start = (mbY * 16 + row) * lumaStride + mbX * 16;
    out.set(frame.y.subarray(start, start + 16), index);
    index += 16;
  }
  for (const plane of [frame.u, frame.v]) {
    for (let row = 0; row < 8; row += 1) {
      const start = (mbY * 8 + row) * chromaStride + mbX * 8;
      out.set(plane.subarray(start, start + 8), index);
      index += 8;
    }
  }
}

function sameRegion(
  a: Uint8Array,
  b: Uint8Array,
  start: number,
  stride: number,
  size: number,
): boolean {
  for (let row = 0, offset = start; row < size; row += 1, offset += stride) {
    for (let index = offset; index < offset + size; index += 1)
      if (a[index] !== b[index]) return false;
  }
  return true;
}

function sameMacroblock(frame: YuvFrame, previous: YuvFrame, mbX: number, mbY: number): boolean {
  const lumaStride = frame.widthMbs * 16;
  const chromaStride = frame.widthMbs * 8;
  const chromaStart = mbY * 8 * chromaStride + mbX * 8;
  return (
    sameRegion(frame.y, previous.y, mbY * 16 * lumaStride + mbX * 16, lumaStride, 16) &&
    sameRegion(frame.u, previous.u, chromaStart, chromaStride, 8) &&
    sameRegion(frame.v, previous.v, chromaStart, chromaStride, 8)
  );
}

/**
 * One coded frame as a NAL unit. `previous` absent means an IDR picture (all I_PCM); otherwise
 * a P picture in which macroblocks equal to `previous` are skipped.
 */
export function encodeFrame(
  frame: YuvFrame,
  previous: YuvFrame | undefined,
  frameNum: number,
  idrPicId: number,
): Uint8Array {
  const bits = new BitWriter();
  const idr = previous === undefined;
  bits.ue(0); // first_mb_in_slice
  bits.ue(idr ? 7 : 5); // slice_type: I or P (all slices of the picture alike)
  bits.ue(0); // pic_parameter_set_id
  bits.bits(frameNum % (1 << LOG2_MAX_FRAME_NUM), LOG2_MAX_FRAME_NUM);
  if (idr) bits.ue(idrPicId);
  else {
    bits.bits(0, 1); // num_ref_idx_active_override_flag
    bits.bits(0, 1); // ref_pic_list_modification_flag_l0
  }
  if (idr)
    bits.bits(0, 2); // no_output_of_prior_pics_flag, long_term_reference_flag
  else bits.bits(0, 1); // adaptive_ref_pic_marking_mode_flag: sliding window
  bits.se(0); // slice_qp_delta
  bits.ue(1); // disable_deblocking_filter_idc: off, so skipped blocks stay exact copies
  const samples = new Uint8Array(384);
  let skipRun = 0;
  for (let mbY = 0; mbY < frame.heightMbs; mbY += 1) {
    for (let mbX = 0; mbX < frame.widthMbs; mbX += 1) {
      if (previous) {
        if (sameMacroblock(frame, previous, mbX, mbY)) {
          skipRun += 1;
          continue;
        }
        bits.ue(skipRun); // mb_skip_run
        skipRun = 0;
      }
      bits.ue(idr ? 25 : 30); // mb_type I_PCM (offset by 5 in P slices)
      bits.alignZero(); // pcm_alignment_zero_bit
      macroblockSamples(frame, mbX, mbY, samples);
      bits.raw(samples);
    }
  }
  if (skipRun > 0) bits.ue(skipRun);
  return nal(3, idr ? 5 : 1, bits.trailing());
}
