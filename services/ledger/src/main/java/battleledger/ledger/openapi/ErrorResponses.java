package battleledger.ledger.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The problem+json answers (ProblemHandlers): which statuses an operation can answer with, and the stable codes
 * each status carries. The codes are those the kernel and the service raise (RuleViolation's kinds map to the
 * statuses in ProblemHandlers.status).
 */
final class ErrorResponses {

    /** Status → (component name, description listing its codes). */
    static final Map<String, String[]> STATUSES = new LinkedHashMap<>();

    static {
        STATUSES.put("400", new String[]{"BadRequest", "Bad input, refused before anything is decided; nothing "
                + "changes. Codes: malformed-json, malformed-command, unknown-command, unknown-field, missing-field, "
                + "missing-command, invalid-parameter, bad-request, unknown-viewer, invalid-id, duplicate-id, "
                + "invalid-ability, ability-out-of-range, invalid-attack, duplicate-attack, invalid-position, "
                + "position-required, invalid-path, path-required, invalid-point, point-required, invalid-move, "
                + "invalid-distance, invalid-dice, dice-out-of-bounds, invalid-roll-kind, invalid-slot-level, "
                + "invalid-targets, targets-from-area, invalid-trigger, no-trigger, invalid-readied-action, "
                + "invalid-mode, invalid-distance, invalid-contest, out-of-bounds, override-dice-mismatch, override-out-of-range, "
                + "reach-from-path, too-many-combatants, too-much-terrain, traits-of-another-ruleset, "
                + "attribute-out-of-range, unknown-skill, skill-out-of-range (a Dragonbane combatant); "
                + "power-level-not-used, power-level-out-of-range, invalid-body-die, invalid-dragon-choice, "
                + "exempt-needs-area, exempt-not-in-area, one-target, target-needed, target-named-twice (a Dragonbane "
                + "cast); "
                + "unknown-school, spell-not-learned, tricks-need-no-preparing, too-many-prepared (a Dragonbane mage); "
                + "over-carrying-capacity (more than twice a creature's carrying capacity); invalid-bluff, "
                + "bluff-not-available (a bluffed casting); fields-of-another-ruleset (a Dragonbane cast naming a slot "
                + "level, mode, ritual or contingency); cone-needs-aim (a Dragonbane cone on a grid); "
                + "hp-out-of-range, wp-out-of-range, armor-out-of-range, unknown-attribute (a Dragonbane fighter); "
                + "invalid-defence (parry or dodge); invalid-group (group initiative); invalid-target, missing-cover "
                + "(a sight ruling); invalid-level (a bluffed casting's level); invalid-runs, invalid-rounds, "
                + "invalid-step, invalid-hp (a what-if); invalid-text (half of a UTF-16 surrogate pair in a name or "
                + "text); undecodable-body (a body not as its Content-Encoding says); duplicate-key (a key given "
                + "twice in one JSON object, named with where it is); unknown-condition (a pushed roll's condition); "
                + "unknown-spell (a Dragonbane mage's spell); invalid-idempotency-key (the Idempotency-Key header); "
                + "invalid-token-request (a token's role, combatants or label); invalid-event-id (a Last-Event-ID "
                + "that is no position of the stream); malformed-what-if (a what-if); malformed-scenario (a battle "
                + "file's scenario); unreadable-body (a battle file's body that could not be read to its end)."});
        STATUSES.put("401", new String[]{"Unauthenticated", "No valid token (Authorization: Bearer <token>): "
                + "missing, unknown or revoked. Code: unauthenticated."});
        STATUSES.put("403", new String[]{"Forbidden", "The token may not do this: forbidden (a role or encounter the "
                + "token does not have), gm-only, not-your-combatant, read-only (spectators, auditors and the admin "
                + "command nothing), by-mismatch (a body \"by\" other than the token's), not-your-roll (manual dice "
                + "another combatant rolls), not-your-view (an ?as= the token may not read as)."});
        STATUSES.put("404", new String[]{"NotFound", "What the path names does not exist: "
                + "unknown-encounter (to a credential that may read any encounter), unknown-token, unknown-combatant "
                + "(/sight), unknown-ruleset, unknown-spell, unknown-monster; or no such route (not-found)."});
        STATUSES.put("409", new String[]{"Conflict", "The command is well formed but the battle's state refuses it "
                + "now; the rule is cited. Codes include: not-your-turn, action-used, awaiting-reaction, "
                + "combat-not-started, combat-already-started, encounter-exists, duplicate-combatant, no-slot, "
                + "no-reaction, not-within-reach, hidden-from-mover, out-of-range, not-enough-movement, illegal-path, cell-occupied, "
                + "incapacitated, dead, target-dead, silenced, surprised, nothing-to-undo, redo-unavailable, "
                + "nothing-to-rule, no-grid (a position, path or terrain without a grid), dice-script-exhausted, "
                + "awaiting-dice (manual dice: the battle waits for a roll), nothing-awaited, not-the-awaited-roller, "
                + "concurrent-command (send it again), last-gm-token (revoking it would lock the GM out), other-nodes-running (a "
                + "rebuild while other nodes project), initiative-deck-size, initiative-deck-dealt, "
                + "initiative-groups-not-dealt, casting-not-available (Dragonbane); Dragonbane casting (004, the "
                + "section cited): not-enough-wp, zero-wp, metal-forbids-magic, requirement-missing, out-of-range, "
                + "personal-range, sphere-excludes-mage, spell-not-prepared, spell-not-learned, no-grimoire, "
                + "grimoire-too-slow, ritual-takes-time, body-power-needs-low-wp, body-power-not-for-healing, "
                + "no-mishap-possible, preparing-takes-a-shift, too-many-prepared, not-a-mage, not-concentrating, "
                + "spell-not-recorded, spell-already-recorded, recording-takes-a-shift, already-has-grimoire, "
                + "not-in-area, cannot-be-parried, no-attack-awaits-defence, not-an-ally, not-an-attack (Protector "
                + "answers a blow awaiting the mage's or an ally's parry or dodge); rests and help (001): already-resting, long-rest-too-soon, "
                + "too-hurt-to-rest, in-combat, help-needs-training; items in hand (001 › Use an Item): "
                + "not-holding, no-hand-free, no-such-item, item-out-of-reach, weapon-dropped; perceiving (000): "
                + "not-perceived (a spell identified, or a readied attack or spell aimed, at a casting nobody could "
                + "perceive); turns, moves and reactions (001): cannot-act, cannot-move, prone, too-far, not-prone, "
                + "already-within-reach, not-within-5-feet, no-reaction-offered, not-your-reaction-yet, "
                + "nothing-readied, no-defence-offered, no-combatants, initiative-unresolved, not-unconscious, "
                + "no-hit-dice, no-materials, no-ritual-components, ritual-takes-minutes, cannot-speak, "
                + "nothing-to-identify; pushed rolls, parries and death rolls (Dragonbane): pushing-not-in-ruleset, "
                + "pushing-not-used, roll-not-failed, already-pushed, not-the-last-roll, no-roll-to-push, "
                + "demon-cannot-be-pushed, condition-already-taken, nothing-to-push, cannot-parry, out-of-reach, "
                + "defence-not-allowed, no-action-left, no-death-roll; dice: dice-not-submitted (a step decided again "
                + "needs a die nobody rolled), scripted-die-out-of-range."});
        STATUSES.put("422", new String[]{"Unprocessable", "The command names something the rules do not allow or "
                + "the battle does not know; the rule is cited. Codes include: unknown-combatant, unknown-attack, "
                + "unknown-spell, unknown-effect, unknown-step, unknown-roll, spell-not-known, not-your-spell, "
                + "cannot-see-target, total-cover, target-hidden, melee-only, self-target, charmed, inside-object "
                + "(an ethereal creature inside a wall, 001 › Conditions › Ethereal), "
                + "not-a-ritual, rituals-not-allowed, invalid-contingency, readied-action-mismatch, "
                + "ruleset-not-available, dice-script-not-manual, not-a-ruling, catalogue-not-available, wrong-dice-count and die-out-of-range "
                + "(manual dice: SubmitRoll's dice do not fit the awaited roll); a newly created Dragonbane mage "
                + "outside 004 › Newly Created Mage: three-spells-three-tricks, not-rank-1, not-a-trick, wrong-school, "
                + "school-needed, grimoire-needed; also self-help, help-needs-10, needs-healers-kit, "
                + "nonlethal-melee-only, no-spell-to-target, not-identical (group initiative), unknown-weapon "
                + "(Dragonbane); invalid-mode (an attack used in a mode it has not), invalid-readied-action; "
                + "unknown-monster (AddCombatant from a monster the catalogue lacks); idempotency-key-reused (an "
                + "Idempotency-Key sent again with another body)."});
        STATUSES.put("413", new String[]{"TooLarge", "The body is larger than the service takes (1 MB). Code: "
                + "body-too-large."});
        STATUSES.put("503", new String[]{"Unavailable", "Try again (Retry-After): projection-behind (a read's "
                + "?after= position was not reached in time), store-unavailable (nothing was changed), "
                + "owner-unavailable (the node that owns the encounter left the cluster; read the encounter before "
                + "sending the command again), import-busy (another battle file is being imported: one at a time). "
                + "Not to be tried again: taken-position-unknown (the command was taken, at the step its detail "
                + "names, but the store stopped answering before the answer was complete; read the encounter once the "
                + "store answers), created-position-unknown (POST /encounters or /encounters/import: the encounter "
                + "was created with its GM token, which the answer carries with its id; read it with that token once "
                + "the store answers), creation-unknown (the same two: the store failed while committing the "
                + "encounter, so whether it was created is not known; the answer carries the id and the GM token stored with it "
                + "if it was: read the encounter with it once the store answers, and create it again only on a 401)."});
        STATUSES.put("default", new String[]{"OtherProblem", "Any other failure, as a problem too: "
                + "method-not-allowed (405), not-acceptable (406), body-too-large (413), uri-too-long (414: the "
                + "request line, path and query, over 4,096 bytes), unsupported-media-type (415), headers-too-large "
                + "(431: the headers over 8 KB), internal-error (500)."});
    }

    private ErrorResponses() {
    }

    /** Adds the error answers an operation can give: by its method, its path and its parameters. */
    static void add(ObjectNode operation, String path, String method) {
        ObjectNode responses = operation.with("responses");
        boolean writes = !method.equals("get");
        boolean anonymous = path.startsWith("/rulesets") || path.startsWith("/monsters")
                || method.equals("post") && (path.equals("/encounters") || path.equals("/encounters/import"));
        boolean takesInput = operation.has("requestBody") || operation.path("parameters").size() > 0;
        boolean waits = false;
        for (JsonNode parameter : operation.path("parameters")) {
            waits |= parameter.path("name").asText().equals("after");
        }
        if (takesInput) {
            ref(responses, "400");
        }
        if (!anonymous) {
            ref(responses, "401");
            ref(responses, "403");
        }
        if (path.contains("{")) { // whatever a path names may not exist: an encounter, a ruleset, a spell, a monster
            ref(responses, "404");
        }
        if (writes && operation.has("requestBody") || path.endsWith("/grid")
                || path.equals("/admin/projections/rebuild")) {
            ref(responses, "409");
        }
        if (writes && operation.has("requestBody")) {
            ref(responses, "422");
        }
        if (operation.has("requestBody")) {
            ref(responses, "413");
        }
        if (!anonymous || waits) {
            ref(responses, "503");
        }
        ref(responses, "default");
    }

    private static void ref(ObjectNode responses, String status) {
        if (!responses.has(status)) {
            responses.putObject(status).put("$ref", "#/components/responses/" + STATUSES.get(status)[0]);
        }
    }

    /**
     * Every problem carries every field (Problem.of fills type, title, status and code from the code; detail and
     * rule are written even when null), so a generated client's error type has them, and has its code as a string.
     */
    static void requireEveryField(ObjectNode schemas, String... problems) {
        for (String name : problems) {
            JsonNode schema = schemas.get(name);
            if (!(schema instanceof ObjectNode problem)) {
                continue;
            }
            com.fasterxml.jackson.databind.node.ArrayNode required = problem.putArray("required");
            problem.path("properties").fields().forEachRemaining(field -> {
                required.add(field.getKey());
                if (List.of("type", "title", "code").contains(field.getKey())
                        && field.getValue() instanceof ObjectNode never) {
                    never.put("type", "string");
                }
            });
        }
    }

    /** The shared error answers, each a Problem as application/problem+json. */
    static void components(ObjectNode responses, String problem) {
        STATUSES.forEach((status, named) -> {
            ObjectNode response = responses.putObject(named[0]).put("description", named[1]);
            response.with("content").with(ApiDocument.PROBLEM_JSON).putObject("schema")
                    .put("$ref", SchemaGenerator.REF_PREFIX + problem);
            if (status.equals("401")) { // Micronaut Security's challenge (RFC 6750)
                response.with("headers").putObject("WWW-Authenticate").put("description", "Bearer: the scheme "
                        + "a token is sent with").putObject("schema").put("type", "string");
            } else if (status.equals("503")) { // ProblemHandlers, StoreProblems, ClusterProblems
                response.with("headers").putObject("Retry-After").put("description", "seconds to wait before "
                        + "sending the request again").putObject("schema").put("type", "string");
            }
        });
    }
}
