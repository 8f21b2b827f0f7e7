import { test } from './support/test';
test('debug widths', async ({ asUser }) => {
  const admin = await asUser('admin');
  await admin.setViewportSize({ width: 375, height: 812 });
  for (const path of ['/dashboard/admin/inbox', '/dashboard/admin/settings/outbox', '/dashboard/admin/users', '/dashboard/admin/case-workers', '/dashboard/admin/reports']) {
    await admin.goto(path);
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    await admin.waitForTimeout(1500);
    const found = await admin.evaluate(() => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body *'))) {
        const r = el.getBoundingClientRect();
        if (r.right > window.innerWidth + 1) {
          const parentWide = el.parentElement && el.parentElement.getBoundingClientRect().right > window.innerWidth + 1;
          if (!parentWide) out.push(`${el.tagName}.${(el.getAttribute('class') ?? '').slice(0, 120)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
        }
      }
      const root = document.scrollingElement ?? document.documentElement;
      return [`scrollWidth=${root.scrollWidth}`, ...out.slice(0, 12)];
    });
    console.log(path, '\n  ' + found.join('\n  '));
  }
});
