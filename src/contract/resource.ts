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

/** How a `featured/` call lists: the most it returns, and in which order. */
export interface FeaturedOptions {
  limit: number;
  order: 'id' | 'newest';
}

/**
 * One API resource, declared once and read by both sides (DRF's ViewSet, in data): its
 * address, its wire shapes, its filters and who may do what. The server's routes, the
 * OpenAPI document and the web app's client are all made from it.
 */
export interface ResourceContract<
  Item extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Patch extends z.ZodObject = z.ZodObject,
  Filters extends FilterDeclarations = FilterDeclarations,
  Preview extends z.ZodObject | undefined = z.ZodObject | undefined,
> {
  /** One record in messages and summaries (`sentence`). */
  name: string;
  /** Many (`sentences`): the web app's cache keys and the log's lists. */
  plural: string;
  /** The collection's address, with its trailing slash. */
  url: string;
  /** The OpenAPI tag. */
  tag: string;
  item: Item;
  create: Create;
  patch: Patch;
  filters: Filters;
  /** What the list's documentation says about its filters. */
  listSummary: string;
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
   * The items of the list and of `featured/` when a client asks `?preview=true`: what a card
   * shows, without the long fields only the record's own page needs (a blog entry's text).
   * Absent when a list always carries whole records.
   */
  listPreview?: Preview;
}

/** Declares a resource, keeping its exact filter names and schemas in the type. */
export function resourceContract<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Patch extends z.ZodObject,
  const Filters extends FilterDeclarations,
  Preview extends z.ZodObject | undefined = undefined,
>(contract: ResourceContract<Item, Create, Patch, Filters, Preview>): ResourceContract<Item, Create, Patch, Filters, Preview> {
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
 * word, declared once: its address, its wire shapes and its filters. A link belongs to the
 * owner of its parent.
 */
export interface WordLinkContract<
  Item extends z.ZodType = z.ZodType,
  Create extends z.ZodType = z.ZodType,
  Filters extends FilterDeclarations = FilterDeclarations,
  Parent extends string = string,
  WordField extends string = string,
> {
  /** One link in messages (`sentence word`). */
  name: string;
  url: string;
  tag: string;
  item: Item;
  create: Create;
  filters: Filters;
  /** The body field, column and wire name of the parent's id (`sentence`, `vocabulary`). */
  parent: Parent;
  /** The body field naming the word: `nahuatl_word`, or `nahuatl` for cognate words (SPEC.md §3). */
  wordField: WordField;
  /** What a second link of the same word is told. */
  duplicate: string;
}

/** Declares a word link, keeping its exact filter names and schemas in the type. */
export function wordLinkContract<
  Item extends z.ZodType,
  Create extends z.ZodType,
  const Filters extends FilterDeclarations,
  const Parent extends string,
  const WordField extends string,
>(contract: WordLinkContract<Item, Create, Filters, Parent, WordField>): WordLinkContract<Item, Create, Filters, Parent, WordField> {
  return contract;
}
