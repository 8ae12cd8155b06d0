package battleledger.ledger.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.List;

/**
 * How the document says who may call: one HTTP bearer scheme (README, Who may do what: every request but creating
 * an encounter, importing a battle file and the catalogue carries {@code Authorization: Bearer <token>}), required at
 * the root, and lifted ({@code security: []}) from each operation that answers without a token. An operation is
 * anonymous exactly when ErrorResponses gave it no 401, so a generated client sends the token where the service asks
 * for it and nowhere else.
 */
final class Security {

    static final String SCHEME = "bearerToken";

    private Security() {
    }

    static void apply(ObjectNode doc) {
        doc.with("components").with("securitySchemes").putObject(SCHEME).put("type", "http").put("scheme", "bearer")
                .put("description", "An encounter's token (the GM's from POST /encounters, the others from POST "
                        + "/encounters/{id}/tokens: \"blt_...\"), or the operator's ledger.admin-token for /admin and "
                        + "any encounter. Missing, unknown or revoked: 401 unauthenticated; a token that may not: 403.");
        doc.putArray("security").addObject().putArray(SCHEME);
        roles(doc.with("components").with("schemas"));
        for (JsonNode path : doc.path("paths")) {
            for (JsonNode operation : path) {
                if (operation instanceof ObjectNode op && op.has("responses") && !op.path("responses").has("401")) {
                    op.putArray("security");
                }
            }
        }
    }

    /**
     * A token's role and a seat's are words of a closed set (TokenController.role refuses any other with 400
     * invalid-token-request; "auditor" is not one of them): enums, never null, and required in a token request.
     */
    static void roles(ObjectNode schemas) {
        List<String> issued = battleledger.ledger.security.TokenController.ROLES;
        for (String schema : List.of("TokenRequest", "TokenView", "IssuedToken", "Seat")) {
            if (schemas.path(schema).path("properties").get("role") instanceof ObjectNode role) {
                role.put("type", "string");
                ArrayNode values = role.putArray("enum");
                issued.forEach(values::add);
                if (schema.equals("Seat")) {
                    values.add("admin"); // the operator's credential reads an encounter as admin
                }
            }
        }
        if (schemas.get("TokenRequest") instanceof ObjectNode request) {
            request.putArray("required").add("role");
        }
    }
}
