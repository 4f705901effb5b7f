import type { HttpContext } from '@adonisjs/core/http'
import { parseEntityId } from '#domain/entity_id'
import { authorizeQuestion, authorizeQuestionEvent } from '#policies/questions_policy'
import { activeQuestions, createQuestion, deleteQuestion, publicQuestions, updateQuestion } from '#services/questions/question_service'
import { checkoutQuestion, organizerQuestion } from '#transformers/question_transformer'
import { questionValidator } from '#validators/questions/question_validator'

/** An event's checkout questions (docs/questions.md); who may do what: domain/resource_access.ts 'event-questions'. */
export default class QuestionsController {
  /** GET /api/events/{id}/questions: a published event's questions as its checkout asks them. */
  async publicIndex({ params, response }: HttpContext) {
    const questions = await publicQuestions(parseEntityId(params.id))
    response.header('Cache-Control', 'no-store')
    return { success: true, data: questions.map(checkoutQuestion) }
  }

  /** GET /api/events/{id}/questions/manage: every question of the event (drafts too), as its organizer edits them. */
  async index({ viewer, params, response }: HttpContext) {
    const event = await authorizeQuestionEvent(viewer, parseEntityId(params.id), 'list')
    const questions = await activeQuestions(event.id)
    response.header('Cache-Control', 'no-store')
    return { data: questions.map(organizerQuestion), total: questions.length }
  }

  /** POST /api/events/{id}/questions */
  async store({ viewer, params, request, response }: HttpContext) {
    const event = await authorizeQuestionEvent(viewer, parseEntityId(params.id), 'create')
    const input = await request.validateUsing(questionValidator)
    return response.created({ success: true, data: organizerQuestion(await createQuestion(event, input)) })
  }

  /** PUT /api/questions/{id}: the whole question. */
  async update({ viewer, params, request }: HttpContext) {
    const { question } = await authorizeQuestion(viewer, parseEntityId(params.id), 'edit')
    const input = await request.validateUsing(questionValidator)
    return { success: true, data: organizerQuestion(await updateQuestion(question, input)) }
  }

  /** DELETE /api/questions/{id}: deleted, or archived when it has answers ({ result }). */
  async destroy({ viewer, params }: HttpContext) {
    const { question } = await authorizeQuestion(viewer, parseEntityId(params.id), 'delete')
    return { success: true, result: await deleteQuestion(question) }
  }
}
