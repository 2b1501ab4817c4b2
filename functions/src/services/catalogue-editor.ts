// What an admin does to a catalogue collection (plans, add-ons, device pricing): add a record from its form,
// change what a form's PUT body carried or one flag, delete one. The repository writes each change with its
// audit entry in one transaction; here it is logged and the public catalogue cache dropped, so that the next
// read sees it.
import type { Clock } from '../adapters/clock';
import { AppError } from '../app-error';
import type { Caller } from '../caller';
import { logs } from '../logs';
import type { AuditedWrite } from '../repositories/audited-writes';
import type { RemoveOutcome } from '../repositories/catalogue-collection';
import type { CatalogueService } from './catalogue';
import { sentChanges } from './form-changes';

/** The repository calls an editor makes (repositories/plans.ts, addons.ts, device-pricing.ts). */
interface EditedCollection<Id, Fields, Model> {
  create(fields: Fields, write: AuditedWrite): Promise<Model>;
  update(
    id: Id,
    changes: Partial<Fields>,
    action: string,
    write: AuditedWrite,
  ): Promise<Model | null>;
  remove(id: Id, write: AuditedWrite): Promise<RemoveOutcome>;
}

/** What the catalogue's admin routes call (routes/catalogue-editing.ts); `pathId` is the id the path carries. */
export interface CatalogueEditor<Form, Model> {
  create(caller: Caller, form: Form): Promise<Model>;
  /** Changes what the form's PUT body carried (`sent`), nothing else. */
  update(caller: Caller, pathId: string, form: Form, sent: ReadonlySet<string>): Promise<Model>;
  /** 404 when there is no such record, 409 when it is in use. */
  remove(caller: Caller, pathId: string): Promise<void>;
}

/** A collection's admin form as stored fields. */
export interface CatalogueForm<Form, Fields> {
  /** The form's values (dollars, snake_case) as stored fields (cents): an allow-list, never the body itself. */
  fieldsOf(form: Form): Fields;
  /** The stored fields each form input controls: a PUT changes only what its body carried. */
  fieldsByInput: Readonly<Record<string, readonly (keyof Fields)[]>>;
}

export function catalogueEditor<Id, Form, Fields extends object, Model extends { id: Id }>(
  deps: { catalogue: Pick<CatalogueService, 'invalidate'>; clock: Clock },
  collection: {
    /** What the logs and the audit log call a record ('plan', 'addOn', 'devicePricing'). */
    entity: string;
    records: EditedCollection<Id, Fields, Model>;
    form: CatalogueForm<Form, Fields>;
    /** The record's id as the repository takes it, from the text the path carries. */
    idOf: (pathId: string) => Id;
    /** The 404's message. */
    notFound: string;
    /** The 409's message when a delete is refused because the record is in use (add-ons). */
    inUse?: string;
  },
): CatalogueEditor<Form, Model> & {
  change(caller: Caller, pathId: string, changes: Partial<Fields>, action?: string): Promise<Model>;
} {
  const { records } = collection;
  const write = (caller: Caller): AuditedWrite => ({
    who: { uid: caller.uid, email: caller.email },
    now: deps.clock.now(),
  });
  const changed = (caller: Caller, action: string, id: Id) => {
    deps.catalogue.invalidate();
    logs.adminAction(`${collection.entity}.${action}`, caller.uid, String(id));
  };

  /** Applies `changes` to the record the path names (`action`: 'update', 'popular', 'deactivate'...). */
  async function change(
    caller: Caller,
    pathId: string,
    changes: Partial<Fields>,
    action = 'update',
  ): Promise<Model> {
    const id = collection.idOf(pathId);
    const record = await records.update(id, changes, action, write(caller));
    if (!record) throw AppError.notFound(collection.notFound);
    changed(caller, action, id);
    return record;
  }

  return {
    async create(caller: Caller, form: Form): Promise<Model> {
      const record = await records.create(collection.form.fieldsOf(form), write(caller));
      changed(caller, 'create', record.id);
      return record;
    },
    update(caller: Caller, pathId: string, form: Form, sent: ReadonlySet<string>): Promise<Model> {
      const { fieldsOf, fieldsByInput } = collection.form;
      return change(caller, pathId, sentChanges(sent, fieldsOf(form), fieldsByInput));
    },
    change,
    async remove(caller: Caller, pathId: string): Promise<void> {
      const id = collection.idOf(pathId);
      const outcome = await records.remove(id, write(caller));
      if (outcome === 'missing') throw AppError.notFound(collection.notFound);
      if (outcome === 'in_use')
        throw AppError.conflict(collection.inUse ?? 'This record is in use and cannot be deleted.');
      changed(caller, 'delete', id);
    },
  };
}
