import type { z } from 'zod';
import type { Guarded } from './policy';

/** The comparisons a filter parameter may ask for, named as Django's lookups. */
export type Lookup = 'exact' | 'istartswith' | 'icontains' | 'in' | 'boolean' | 'id';

/** A resource's filters: query parameter (`plain__istartswith`, `owner` …) → how it compares. */
export type FilterDeclarations = Readonly<Record<string, Lookup>>;

/** The value a client sends for a filter of this lookup. */
type FilterValue<L extends Lookup> = L extends 'id' ? number : L extends 'boolean' ? boolean : string;

/** The filters a client may send to a resource's list and `count/`, typed by the contract. */
export type FilterValues<F extends FilterDeclarations> = { [K in keyof F]?: FilterValue<F[K]> };

/**
 * What a read takes in its query besides paging: its filters, and its own parameters as a
 * schema (the due list's `limit`, the log's `format`). The server checks both the same way
 * (`requireQuery`): an unknown name or a malformed value is a 400 naming it.
 */
export interface QueryDeclaration<F extends FilterDeclarations = FilterDeclarations, P extends z.ZodObject = z.ZodObject> {
  filters: F;
  params: P;
}

/** How a `featured/` call lists: the most it returns, and in which order. */
export interface FeaturedOptions {
  limit: number;
  order: 'id' | 'newest';
}

/**
 * What both sides need of an API resource at run time (DRF's ViewSet, in data): its names,
 * its address, its filters and who may do what, without its wire schemas, so that the web
 * app's reads load no schema library (decision 073). Declared in `contract/api/`.
 */
export interface ResourceDeclaration<Filters extends FilterDeclarations = FilterDeclarations> {
  /** One record in messages and summaries (`sentence`). */
  name: string;
  /** Many (`sentences`): the web app's cache keys and the log's lists. */
  plural: string;
  /** The collection's address, with its trailing slash. */
  url: string;
  filters: Filters;
  /** Who may create: any signed-in user, or staff only (blog entries). */
  creators: 'users' | 'staff';
  /** A `featured/` call and a `featured` flag that staff alone set; false when the resource has neither. */
  featured: false | FeaturedOptions;
  /**
   * The column (and wire field) that makes a record public: `share`, or `is_published` for
   * blog entries; null when every record is public.
   */
  visibility: 'share' | 'is_published' | null;
  /** The wire field naming the owner: `owner`, or `author` for blog entries. */
  ownerField?: 'author';
  /**
   * Whether its lists accept `?preview=`, which older clients send (blog entries): lists carry
   * summaries where the contract declares them (`listPreview`), asked or not (decision 079).
   */
  preview?: true;
}

/** Declares a resource, keeping its exact filter names in the type. */
export function resourceDeclaration<const D extends ResourceDeclaration>(declaration: D): D {
  return declaration;
}

/**
 * One API resource: its declaration and its wire shapes, read by the server's routes and the
 * OpenAPI document; the web app's client is made from the declaration alone, typed from
 * these schemas.
 */
export interface ResourceContract<
  Item extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Patch extends z.ZodObject = z.ZodObject,
  Filters extends FilterDeclarations = FilterDeclarations,
  Preview extends z.ZodObject | undefined = z.ZodObject | undefined,
> extends ResourceDeclaration<Filters> {
  /** The OpenAPI tag. */
  tag: string;
  item: Item;
  create: Create;
  patch: Patch;
  /** What the list's documentation says about its filters. */
  listSummary: string;
  /**
   * The items of every list and of `featured/` (decision 079): what a card shows, without the
   * long fields only the record's own page needs (a blog entry's text, a vocabulary's
   * suggestions).
   */
  listPreview?: Preview;
}

/**
 * Declares a resource's contract from its declaration and schemas, keeping its exact filter
 * names and schemas in the type; a preview schema goes with a declaration that says `preview`.
 */
export function resourceContract<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodObject,
  const Filters extends FilterDeclarations,
  Preview extends z.ZodObject | undefined = undefined,
>(
  contract: ResourceContract<Item, Create, Patch, Filters, Preview>,
): ResourceContract<Item, Create, Patch, Filters, Preview> {
  return contract;
}

/** An owned record as the wire shows it: enough for the policy. */
type OwnedItem = object & Partial<Record<'owner' | 'author', number> & Record<'share' | 'is_published', boolean>>;

/** What the policy needs of a record on the wire (its owner, and whether it is public). */
export function guardOf(contract: Pick<ResourceContract, 'visibility' | 'ownerField'>, item: object): Guarded {
  const record = item as OwnedItem;
  return {
    owner: record[contract.ownerField ?? 'owner'] ?? null,
    ...(contract.visibility === null ? {} : { share: record[contract.visibility] !== false }),
  };
}

/**
 * A link between an owned record (its parent: a sentence, a vocabulary …) and a dictionary
 * word, as both sides need it at run time: its address, its filters, its parent and word
 * fields. A link belongs to the owner of its parent. Declared in `contract/api/`.
 */
export interface WordLinkDeclaration<
  Filters extends FilterDeclarations = FilterDeclarations,
  Parent extends string = string,
  WordField extends string = string,
> {
  /** One link in messages (`sentence word`). */
  name: string;
  url: string;
  filters: Filters;
  /** The body field, column and wire name of the parent's id (`sentence`, `vocabulary`). */
  parent: Parent;
  /** The body field naming the word: `nahuatl_word`, or `nahuatl` for cognate words (SPEC.md §3). */
  wordField: WordField;
}

/** Declares a word link, keeping its exact filter and field names in the type. */
export function wordLinkDeclaration<const D extends WordLinkDeclaration>(declaration: D): D {
  return declaration;
}

/** A word link's declaration with its wire shapes, for the server's routes and the OpenAPI document. */
export interface WordLinkContract<
  Item extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Filters extends FilterDeclarations = FilterDeclarations,
  Parent extends string = string,
  WordField extends string = string,
> extends WordLinkDeclaration<Filters, Parent, WordField> {
  tag: string;
  item: Item;
  create: Create;
  /** What a second link of the same word is told. */
  duplicate: string;
}

/** Declares a word link's contract, keeping its exact filter names and schemas in the type. */
export function wordLinkContract<
  Item extends z.ZodType,
  Create extends z.ZodType,
  const Filters extends FilterDeclarations,
  const Parent extends string,
  const WordField extends string,
>(
  contract: WordLinkContract<Item, Create, Filters, Parent, WordField>,
): WordLinkContract<Item, Create, Filters, Parent, WordField> {
  return contract;
}
