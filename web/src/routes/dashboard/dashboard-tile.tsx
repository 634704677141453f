import { useId, type ReactNode } from 'react';

/** One tile of the dashboard (spec §2.3): a region named by its heading, its content, and where to go for more. */
export const DashboardTile = ({ title, children, more }: { title: string; children: ReactNode; more?: ReactNode }) => {
  const id = useId();
  return (
    <section className="dashboard-tile" aria-labelledby={id}>
      <h2 id={id} className="dashboard-tile__title">{title}</h2>
      {children}
      {more && <p className="dashboard-tile__more">{more}</p>}
    </section>
  );
};
