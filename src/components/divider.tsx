import classes from './divider.module.css';

/** A line between sections of a panel (an `hr`: a separator to assistive technology too). */
export function Divider() {
  return <hr className={classes.divider} />;
}
