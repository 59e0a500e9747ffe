/**
 * Owns the recipe in a JPEG: one XMP packet in an APP1 segment placed after SOI and any
 * APP0 (JFIF), where XMP readers look. The recipe is the `atelier:recipe` property, beside
 * dc:description and xmp:CreatorTool; the compressed image data is copied unchanged.
 */
const XMP_HEADER = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
/** An APP1 segment's length field counts itself: at most 65,535 bytes. */
const MAX_SEGMENT = 0xffff - 2;
export const ATELIER_XMP_NAMESPACE = 'urn:atelier:recipe:1';

export const isJpeg = (bytes: Buffer): boolean =>
  bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[character]!,
  );

const unescapeXml = (text: string): string =>
  text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, name: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (named[name]) return named[name];
    return String.fromCodePoint(
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });

export function xmpPacket(texts: {
  recipe: string;
  description: string;
  software: string;
  createdAt: string;
}): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ` xmlns:atelier="${ATELIER_XMP_NAMESPACE}">`,
    `<dc:description><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(texts.description)}</rdf:li></rdf:Alt></dc:description>`,
    `<xmp:CreatorTool>${escapeXml(texts.software)}</xmp:CreatorTool>`,
    `<xmp:CreateDate>${escapeXml(texts.createdAt)}</xmp:CreateDate>`,
    `<atelier:recipe>${escapeXml(texts.recipe)}</atelier:recipe>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('');
}

interface Segment {
  marker: number;
  start: number;
  end: number;
}

/** The marker segments before the image data (SOS), each with its bounds. */
function headerSegments(bytes: Buffer): Segment[] {
  const found: Segment[] = [];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!;
    if (marker === 0xda || marker === 0xd9) break;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end > bytes.length) throw new Error('JPEG segment runs past the end of the file');
    found.push({ marker, start: at, end });
    at = end;
  }
  return found;
}

const isXmp = (bytes: Buffer, segment: Segment): boolean =>
  segment.marker === 0xe1 &&
  bytes.subarray(segment.start + 4, segment.start + 4 + XMP_HEADER.length).equals(XMP_HEADER);

export function writeJpegRecipe(bytes: Buffer, packet: string): Buffer {
  const body = Buffer.concat([XMP_HEADER, Buffer.from(packet, 'utf8')]);
  if (body.length > MAX_SEGMENT) throw new Error('The recipe is too long for one JPEG XMP segment');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  const segments = headerSegments(bytes);
  // After APP0 (JFIF/JFXX), which must come first; an older XMP packet of ours is replaced.
  const leading = segments.filter((item, index) => item.marker === 0xe0 && index === 0);
  const insertAt = leading.length > 0 ? leading[0]!.end : 2;
  const parts: Buffer[] = [bytes.subarray(0, insertAt), segment, body];
  let copied = insertAt;
  for (const item of segments) {
    if (item.start < insertAt || !isXmp(bytes, item)) continue;
    parts.push(bytes.subarray(copied, item.start));
    copied = item.end;
  }
  parts.push(bytes.subarray(copied));
  return Buffer.concat(parts);
}

/** The recipe JSON text a JPEG's XMP holds, or null. */
export function readJpegRecipe(bytes: Buffer): string | null {
  for (const segment of headerSegments(bytes)) {
    if (!isXmp(bytes, segment)) continue;
    const xml = bytes.toString('utf8', segment.start + 4 + XMP_HEADER.length, segment.end);
    const found = /<atelier:recipe>([^<]*)<\/atelier:recipe>/.exec(xml);
    if (found) return unescapeXml(found[1]!);
  }
  return null;
}
