/*
 * SPEC §7: GET /api/platform/tags → { success, data: { headerTag, bodyTag } }, injected into head
 * and body after page load; a failure is only logged (SPEC §8). Runs in the browser, so a changed
 * tag shows without re-rendering cached HTML. createContextualFragment (unlike innerHTML or a
 * <template>) yields scripts that run once inserted, as analytics snippets expect.
 */
export const PLATFORM_TAGS_PATH = '/api/platform/tags'

export const PLATFORM_TAGS_SCRIPT = `addEventListener('load',function(){fetch('${PLATFORM_TAGS_PATH}',{credentials:'include',headers:{accept:'application/json'}}).then(function(r){if(!r.ok)throw new Error('HTTP '+r.status);return r.json()}).then(function(b){var d=(b&&b.data)||{},r=document.createRange();r.selectNodeContents(document.body);if(d.headerTag)document.head.append(r.createContextualFragment(d.headerTag));if(d.bodyTag)document.body.append(r.createContextualFragment(d.bodyTag))}).catch(function(e){console.error('[platform tags]',e)})})`
