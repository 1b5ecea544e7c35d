import { createHostedEvent, filmQrCode, GUEST, holdSession, payAsGuest } from './support/e-tickets';
import { chromium, expect, test } from './support/test';

// The door's camera scanner reads a QR code from a filmed ticket.
test.describe('e-tickets and check-in', () => {
  test('the door scans the QR code with the camera (ZXing in WebAssembly where the browser has no BarcodeDetector)', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    const door = await createHostedEvent(request);
    const guest = await payAsGuest(request, door.eventId);
    const video = test.info().outputPath('qr-camera.y4m');
    await filmQrCode(await (await request.get(guest.qrLink)).body(), video);

    const configured = test.info().project.use.launchOptions ?? {};
    const browser = await chromium.launch({
      ...configured,
      args: [
        ...(configured.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    try {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await holdSession(page, { token: door.hostToken, accountType: 'organizer', name: 'Amani Otieno' });
      await page.goto(`/organizer/checkin/${door.eventId}`);
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      await expect(page.getByRole('button', { name: 'Stop camera' })).toBeVisible();
      const answer = page.locator('[data-outcome]');
      await expect(answer).toHaveAttribute('data-outcome', 'valid');
      await expect(answer).toContainText(GUEST.full_name);
      await expect(page.getByRole('region', { name: 'Checked in' })).toContainText('1 of 1 tickets');
      const decoder = await page.evaluate(async () => {
        const Detector = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } })
          .BarcodeDetector;
        const formats = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
        return formats.includes('qr_code') ? 'native' : 'zxing';
      });
      const camera = page.getByLabel('Camera view for scanning QR codes');
      await expect(camera).toHaveAttribute('data-decoder', decoder);
      // The code stays in front of the camera: read frame after frame, but checked in once.
      const framesRead = async () => Number(await camera.getAttribute('data-frames-read'));
      const seen = await framesRead();
      await expect.poll(framesRead).toBeGreaterThan(seen + 5);
      await expect(answer).toHaveAttribute('data-outcome', 'valid');
      await expect(page.getByRole('region', { name: 'Recent scans' }).getByRole('listitem')).toHaveCount(1);
      await page.getByRole('button', { name: 'Stop camera' }).click();
      await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
