import './skeleton.css';

/** A placeholder block with the size of the content it stands for, so nothing shifts when it arrives. */
export const Skeleton = ({ height, width = '100%' }: { height: string; width?: string }) => (
  <span className="skeleton" style={{ height, width }} aria-hidden="true" />
);
