// The admin routes every catalogue collection has (plans, add-ons, device pricing): POST adds a record from
// the collection's form, PUT /:id changes what its body carried, DELETE /:id removes one; plans and add-ons
// also have PUT /:id/popular. A change answers what happened with the record as it now is; a delete, only
// what happened.
import { type MessageAnswer, popularSchema } from '@protect/domain';
import type { RequestHandler, Router } from 'express';
import type { Caller } from '../caller';
import { callerOf } from '../http/auth';
import { sentInputs } from '../http/partial';
import { validateBody } from '../http/validate';
import type { CatalogueEditor } from '../services/catalogue-editor';

export interface CatalogueCollectionRoutes<Form, Model, Answer> {
  /** The collection's path; a record's is `${path}/:id`. */
  path: string;
  editor: CatalogueEditor<Form, Model>;
  /** The body as the collection's form: 400 with field errors when it is not one. */
  formOf: (body: unknown) => Form;
  /** The answer to a change: its message and the record as it now is. */
  answerOf: (message: string, record: Model) => Answer;
  messages: { created: string; updated: string; deleted: string };
  /** Marking a record as the popular choice (or not), with the answer's message. */
  popular?: {
    set: (caller: Caller, pathId: string, isPopular: boolean) => Promise<Model>;
    message: string;
  };
}

export function catalogueEditingRoutes<Form, Model, Answer>(
  router: Router,
  /** Who may edit the catalogue: auth.admin. */
  admin: RequestHandler,
  {
    path,
    editor,
    formOf,
    answerOf,
    messages,
    popular,
  }: CatalogueCollectionRoutes<Form, Model, Answer>,
): void {
  router.post(path, admin, async (req, res) => {
    const record = await editor.create(callerOf(req), formOf(req.body));
    res.status(201).json(answerOf(messages.created, record));
  });

  router.put(`${path}/:id`, admin, async (req, res) => {
    const id = String(req.params.id);
    const record = await editor.update(callerOf(req), id, formOf(req.body), sentInputs(req));
    res.json(answerOf(messages.updated, record));
  });

  if (popular)
    router.put(`${path}/:id/popular`, admin, async (req, res) => {
      const { is_popular } = validateBody(popularSchema, req.body);
      const record = await popular.set(callerOf(req), String(req.params.id), is_popular);
      res.json(answerOf(popular.message, record));
    });

  router.delete(`${path}/:id`, admin, async (req, res) => {
    await editor.remove(callerOf(req), String(req.params.id));
    res.json({ success: true, message: messages.deleted } satisfies MessageAnswer);
  });
}
