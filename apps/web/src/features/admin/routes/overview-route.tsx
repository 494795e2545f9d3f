// /admin: what this operator can do, role by role, with links to the screens that exist.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RoleChip } from '../components/role-chip.tsx';
import { ScreenHeading } from '../components/screen-heading.tsx';
import { useConsoleOperator } from '../hooks/use-console-operator.ts';
import { CONSOLE_SCREENS } from '../lib/roles.ts';

export function Component() {
  const { t } = useTranslation('admin');
  const { roles } = useConsoleOperator();
  return (
    <>
      <ScreenHeading title={t('overviewTitle')} intro={t('overviewIntro')} />
      <ul className="grid gap-4 lg:grid-cols-2">
        {roles.map((role) => {
          const screens = CONSOLE_SCREENS.filter((screen) => screen.role === role);
          return (
            <li key={role} className="rounded-2xl bg-surface p-5 ring-1 ring-white/10">
              <h2 className="text-lg font-semibold">
                <RoleChip role={role} className="text-sm" />
              </h2>
              <p className="mt-3 text-sm text-white/80">{t(`can_${role}`)}</p>
              {screens.length > 0 ? (
                <ul className="mt-4 flex flex-wrap gap-2">
                  {screens.map((screen) => (
                    <li key={screen.to}>
                      <Link
                        to={screen.to}
                        className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-white/10 px-3 text-sm font-semibold text-white hover:bg-white/20"
                      >
                        {t('openScreen', { screen: t(screen.label) })}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 text-xs text-muted">{t('noScreenYet')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
