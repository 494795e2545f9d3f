/** One heading and its paragraph of a legal document; rendered by the legal pages and login modals. */
export interface LegalSection {
  heading: string;
  body: string;
}

export type LegalDocument = 'terms' | 'privacy' | 'cookies';
