package battleledger.ledger.security;

import battleledger.kernel.RuleViolation;
import battleledger.ledger.app.ReadModels;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Delete;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.security.annotation.Secured;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The GM hands out tokens (README, Who may do what): a player token acts for one or more combatants, a spectator
 * token reads the public views, an audit token reads everything and commands nothing, another GM token shares the
 * table. Each is shown once, when issued; the GM lists and revokes them. The admin credential issues a new GM token
 * for an encounter whose GM token was lost.
 */
@Controller
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "tokens")
public class TokenController {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(battleledger.ledger.edge.InputLimits.STRICT);
    private static final Pattern COMBATANT = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}");
    private static final int MAX_COMBATANTS = 64;

    private final Tokens tokens;
    private final ReadModels reads;

    public TokenController(Tokens tokens, ReadModels reads) {
        this.tokens = tokens;
        this.reads = reads;
    }

    /** The body of POST /encounters/{id}/tokens. */
    public record TokenRequest(String role, List<String> combatants, String label) {
    }

    /** A token as listed: never its secret. */
    public record TokenView(String tokenId, String role, List<String> combatants, String label, boolean revoked) {
        static TokenView of(AccessToken t) {
            return new TokenView(t.id(), t.role().toLowerCase(Locale.ROOT),
                    t.combatants().isEmpty() ? List.of() : List.of(t.combatants().split(",")), t.label(), t.revoked());
        }
    }

    /** A token just issued: {@code token} is the bearer secret, shown only in this answer. */
    public record IssuedToken(String tokenId, String role, List<String> combatants, String label, String token) {
        static IssuedToken of(Tokens.Issued i) {
            return new IssuedToken(i.tokenId(), i.role().toLowerCase(Locale.ROOT), i.combatants(), i.label(), i.token());
        }
    }

    @Post(value = "/encounters/{id}/tokens", consumes = MediaType.APPLICATION_JSON)
    @Secured(Party.GM)
    @Operation(summary = "Issue a token", description = "{\"role\":\"player\",\"combatants\":[\"teresa\"]}, "
            + "{\"role\":\"spectator\"}, {\"role\":\"audit\"} or {\"role\":\"gm\"}; an optional \"label\" says whose it "
            + "is. 201 with the token, shown only this once.")
    public HttpResponse<IssuedToken> issue(@PathVariable String id, @Body String body) {
        TokenRequest request = parse(body);
        Party.Role role = role(request.role());
        List<String> combatants = request.combatants() == null ? List.of() : request.combatants();
        if (role == Party.Role.PLAYER) {
            if (combatants.isEmpty() || combatants.size() > MAX_COMBATANTS) {
                throw RuleViolation.invalid("invalid-token-request", "a player token names 1 to " + MAX_COMBATANTS
                        + " combatants it acts for");
            }
            for (String c : combatants) {
                if (c == null || !COMBATANT.matcher(c).matches()) {
                    throw RuleViolation.invalid("invalid-token-request", "combatants are combatant ids (letters, "
                            + "digits, - _ . :, at most 64 characters)");
                }
            }
        } else if (!combatants.isEmpty()) {
            throw RuleViolation.invalid("invalid-token-request", "only a player token names combatants");
        }
        String label = request.label();
        if (label != null && label.length() > 200) {
            throw RuleViolation.invalid("invalid-token-request", "a label is at most 200 characters");
        }
        return HttpResponse.created(IssuedToken.of(tokens.issue(id, role, combatants.stream().distinct().toList(),
                label)));
    }

    @Get("/encounters/{id}/tokens")
    @Secured(Party.GM)
    @Operation(operationId = "listTokens", summary = "The encounter's tokens", description = "Their ids, roles, combatants, labels and whether "
            + "they are revoked; never the tokens themselves (only their SHA-256 is stored).")
    public List<TokenView> list(@PathVariable String id) {
        return tokens.of(id).stream().map(TokenView::of).toList();
    }

    /** The seat a token holds at an encounter's table: its role, and the combatants a player acts for. */
    public record Seat(String role, List<String> combatants) {
    }

    @Get("/encounters/{id}/seat")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The caller's seat", description = "What the token in hand may do here: its role (gm, "
            + "player, spectator, audit; the admin credential reads as admin, an open table as gm) and, for a "
            + "player, the combatants it acts for. A page or a client learns its seat from the service, not from a link.")
    public Seat seat(@PathVariable String id, io.micronaut.security.authentication.Authentication authentication) {
        reads.encounter(id, null);
        Party party = Party.of(authentication);
        String role = party.role() == Party.Role.OPEN ? "gm" : party.role().name().toLowerCase(Locale.ROOT);
        return new Seat(role, party.role() == Party.Role.PLAYER ? party.combatants() : List.of());
    }

    @Delete("/encounters/{id}/tokens/{tokenId}")
    @Secured(Party.GM)
    @Operation(summary = "Revoke a token", description = "From now on it answers 401.")
    public TokenView revoke(@PathVariable String id, @PathVariable String tokenId) {
        return TokenView.of(tokens.revoke(id, tokenId));
    }

    @Post("/admin/encounters/{id}/gm-token")
    @Secured(Party.ADMIN)
    @Operation(summary = "A new GM token for an encounter", description = "For a GM who lost theirs; the admin "
            + "credential (ledger.admin-token) only.")
    public HttpResponse<IssuedToken> recover(@PathVariable String id) {
        reads.encounter(id, null);
        return HttpResponse.created(IssuedToken.of(tokens.issue(id, Party.Role.GM, List.of(), "issued by the admin")));
    }

    /** The roles a token is issued for, as the wire writes them (TokenRequest, TokenView, IssuedToken). */
    public static final List<String> ROLES = List.of("player", "spectator", "audit", "gm");

    static Party.Role role(@Nullable String role) {
        if (role != null && ROLES.contains(role)) {
            return Party.Role.valueOf(role.toUpperCase(Locale.ROOT));
        }
        throw RuleViolation.invalid("invalid-token-request", "role is \"player\", \"spectator\", \"audit\" or \"gm\"");
    }

    static TokenRequest parse(String body) {
        try {
            TokenRequest r = JSON.readValue(body == null ? "" : body, TokenRequest.class);
            if (r == null) {
                throw RuleViolation.invalid("malformed-json", "a JSON object is required");
            }
            return r;
        } catch (JsonProcessingException e) {
            RuleViolation duplicate = battleledger.ledger.json.CommandJson.duplicateKey(e, "the body");
            if (duplicate != null) {
                throw duplicate;
            }
            throw RuleViolation.invalid("malformed-json", "the body is not a valid token request: "
                    + battleledger.ledger.json.CommandJson.plain(e.getOriginalMessage().replaceAll(" \\(class [^)]*\\)", "")));
        }
    }
}
