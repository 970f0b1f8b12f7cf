import fs from 'node:fs';
import { durationLabel, formatPaise, GST_PERCENT, gstIncluded, MONEY_BACK_DAYS } from '#shared/domain/pricing';
import type { ReceiptData } from './billing.service.ts';

// The standard PDF fonts have no ₹ glyph: use DejaVu when the machine has it, else write "Rs.".
const FONT_DIR = '/usr/share/fonts/truetype/dejavu';
const REGULAR = `${FONT_DIR}/DejaVuSans.ttf`;
const BOLD = `${FONT_DIR}/DejaVuSans-Bold.ttf`;
const hasDejaVu = () => fs.existsSync(REGULAR) && fs.existsSync(BOLD);

const istDateTime = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(d);

/** A one-page receipt: number, date, buyer, plan, GST included in the total, and the refund state. */
export async function renderReceiptPdf(data: ReceiptData, productName = 'MBA Prep'): Promise<Buffer> {
  // pdfkit and its fonts (some 10 MB of a server's memory) load with the first receipt, not with every server.
  const { default: PDFDocument } = await import('pdfkit');
  const unicode = hasDejaVu();
  const money = (paise: number) => (unicode ? formatPaise(paise) : formatPaise(paise).replace('₹', 'Rs. '));
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `Receipt ${data.payment.receiptNo}` } });
  const regular = unicode ? REGULAR : 'Helvetica';
  const bold = unicode ? BOLD : 'Helvetica-Bold';
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const p = data.payment;
  const gst = gstIncluded(p.amountPaise);
  doc.font(bold).fontSize(20).text(productName);
  doc.font(regular).fontSize(11).fillColor('#555').text('Payment receipt');
  doc.moveDown(1.5).fillColor('#000');

  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font(regular).fontSize(11).fillColor('#555').text(label, 56, y, { width: 170 });
    doc.font(regular).fillColor('#000').text(value, 230, y, { width: 310 });
    doc.moveDown(0.4);
  };
  row('Receipt number', String(p.receiptNo));
  row('Date', p.capturedAt ? istDateTime(p.capturedAt) : '—');
  if (data.user) row('Billed to', `${`${data.user.firstName} ${data.user.lastName}`.trim()} <${data.user.email}>`);
  row('Plan', `${data.planName} (${durationLabel(data.durationDays)})`);
  row('Paid through', p.gateway === 'razorpay' ? 'Razorpay' : 'Test mode (no real money)');
  row('Order ID', p.gatewayOrderId);
  if (p.gatewayPaymentId) row('Payment ID', p.gatewayPaymentId);

  doc.moveDown(1);
  doc.moveTo(56, doc.y).lineTo(539, doc.y).strokeColor('#ccc').stroke();
  doc.moveDown(0.8);
  row('Plan price (before GST)', money(gst.basePaise));
  row(`GST @ ${GST_PERCENT}% (included)`, money(gst.gstPaise));
  const y = doc.y;
  doc.font(bold).fontSize(13).text('Total paid', 56, y, { width: 170 });
  doc.text(money(p.amountPaise), 230, y, { width: 310 });
  doc.moveDown(1.2);

  if (p.status === 'refunded') {
    doc.font(bold).fontSize(11).fillColor('#b91c1c');
    doc.text(
      `Refunded${p.refundedAt ? ` on ${istDateTime(p.refundedAt)}` : ''}${p.refundId ? ` (refund ${p.refundId})` : ''}.`,
    );
    doc.fillColor('#000');
  } else {
    doc.font(bold).fontSize(11).fillColor('#15803d').text('Paid in full.');
    doc.fillColor('#000');
  }
  doc.moveDown(2);
  doc
    .font(regular)
    .fontSize(9)
    .fillColor('#555')
    .text(
      `Prices include GST at ${GST_PERCENT}%. ${MONEY_BACK_DAYS}-day money-back guarantee: request a refund from Settings within ${MONEY_BACK_DAYS} days of payment.`,
    );
  doc.end();
  return done;
}
