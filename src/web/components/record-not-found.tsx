import { Link } from 'react-router';
import screenStyles from './screen.module.css';

interface RecordNotFoundProps {
  /** The record as a learner calls it: "sentence", "pattern". */
  what: string;
  /** Where to go instead, and the link's words: "/sentences", "Search the sentences". */
  listPath: string;
  listLabel: string;
  /** Why it may be missing, when not for the usual reasons (deleted, or not shared by its owner). */
  why?: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An unknown, deleted or unshared record: the API does not say which, and neither do we. */
export function RecordNotFound({
  what,
  listPath,
  listLabel,
  why = 'It may have been deleted, or its owner has not shared it.',
}: RecordNotFoundProps) {
  return (
    <section className={`${screenStyles.stack} ${screenStyles.flush}`}>
      <h1 className={screenStyles.title}>{capital(what)} not found</h1>
      <p>
        There is no {what} at this address. {why}
      </p>
      <p>
        <Link to={listPath}>{listLabel}</Link>
      </p>
    </section>
  );
}
