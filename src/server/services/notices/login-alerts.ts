/**
 * Login notifications: an email when the
 * account signs in from a device it has not used before. A device is the browser and system named
 * by the User-Agent (e.g. 'Chrome on Linux'); each one is remembered in known_devices. The very
 * first device of an account is recorded without an email, and so is the first device seen after
 * this feature existed. The email goes only with 'Login notifications' on (default on).
 */
import { and, count, eq } from 'drizzle-orm';
import { knownDevices } from '../../db/schema';
import { translator } from '../../i18n';
import { dateTime, noticeEmail } from './notice-email';
import { recipientOf, sendOnce, type NoticeDeps } from './notice-deps';

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//i, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** The device a User-Agent names: a stable key ('chrome|linux') and its browser and system names. */
export function deviceOf(userAgent: string | null | undefined): { key: string; browser: string; system: string } {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? '?';
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? '?';
  return { key: `${browser}|${system}`.toLowerCase(), browser, system };
}

export function createLoginAlerts(deps: NoticeDeps) {
  const { db } = deps;
  return {
    /**
     * Records the device of a new session and emails the user when it is new to an account that
     * already had one. Output: 'alerted', 'known', 'first' (first device, recorded silently) or 'off'.
     */
    async onSignIn(session: { userId: string; userAgent?: string | null; ipAddress?: string | null }, now = new Date()): Promise<'alerted' | 'known' | 'first' | 'off'> {
      const device = deviceOf(session.userAgent);
      const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, session.userId));
      const inserted = await db
        .insert(knownDevices)
        .values({ userId: session.userId, deviceKey: device.key, label: `${device.browser} / ${device.system}`, lastIp: session.ipAddress ?? null, firstSeenAt: now, lastSeenAt: now })
        .onConflictDoNothing()
        .returning({ key: knownDevices.deviceKey });
      if (inserted.length === 0) {
        await db
          .update(knownDevices)
          .set({ lastSeenAt: now, lastIp: session.ipAddress ?? null })
          .where(and(eq(knownDevices.userId, session.userId), eq(knownDevices.deviceKey, device.key)));
        return 'known';
      }
      if (n === 0) return 'first';
      if (!(await deps.choices.privacy(session.userId)).loginNotifications) return 'off';
      const recipient = await recipientOf(db, session.userId);
      if (!recipient?.reachable) return 'off';
      const forget = () => db.delete(knownDevices).where(and(eq(knownDevices.userId, session.userId), eq(knownDevices.deviceKey, device.key)));
      // A failed email forgets the device again, so the next sign-in from it retries the alert.
      await sendOnce(deps, session.userId, 'new-device', device.key, async () => {
        const t = translator(recipient.language);
        const unknown = t('notices:newDevice.unknown');
        const label = t('notices:newDevice.deviceLabel', { browser: device.browser === '?' ? unknown : device.browser, system: device.system === '?' ? unknown : device.system });
        return noticeEmail({
          to: recipient.email,
          name: recipient.name,
          language: recipient.language,
          subject: t('notices:newDevice.subject'),
          paragraphs: [t('notices:newDevice.body')],
          facts: [
            { label: t('notices:newDevice.device'), value: label },
            { label: t('notices:newDevice.ip'), value: session.ipAddress || unknown },
            { label: t('notices:newDevice.time'), value: dateTime(now, recipient.language) },
          ],
          notes: [t('notices:newDevice.notYou')],
          button: { label: t('notices:newDevice.button'), url: `${deps.publicUrl}/account` },
          footer: { reason: t('notices:footer.reason.loginNotifications'), manageUrl: `${deps.publicUrl}/account?tab=privacy` },
        });
      }).catch(async (error: unknown) => {
        await forget();
        throw error;
      });
      deps.logger.info({ userId: session.userId, device: device.key }, 'new device sign-in email sent');
      return 'alerted';
    },
  };
}

export type LoginAlerts = ReturnType<typeof createLoginAlerts>;
