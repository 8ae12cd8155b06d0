package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.ledger.app.EncounterService;
import battleledger.ledger.app.ReadModels;
import battleledger.ledger.json.CommandJson;
import battleledger.ledger.json.KernelJson;
import battleledger.ledger.monsters.FromMonster;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Header;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.micronaut.security.annotation.Secured;
import io.micronaut.security.authentication.Authentication;
import io.micronaut.security.rules.SecurityRule;
import battleledger.ledger.security.Party;
import battleledger.ledger.security.Permissions;
import battleledger.ledger.security.Tokens;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import java.net.URI;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;

/** The encounters API (DESIGN.md, The API (v1)): one command endpoint, and the projections as reads. */
@Controller("/encounters")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "encounters")
public class EncounterController {

    private static final ObjectMapper JSON = battleledger.ledger.edge.InputLimits.mapper();
    private static final SecureRandom RANDOM = new SecureRandom();

    private final EncounterService service;
    private final ReadModels reads;
    private final Tokens tokens;
    private final FightersRead fighters;

    public EncounterController(EncounterService service, ReadModels reads, Tokens tokens, FightersRead fighters) {
        this.service = service;
        this.reads = reads;
        this.tokens = tokens;
        this.fighters = fighters;
    }

    /** The body of POST /encounters. */
    record CreateRequest(String id, String name, RulesetId ruleset, Long seed, EncounterOptions options, String by) {
    }

    @Post(consumes = MediaType.APPLICATION_JSON)
    @Secured(SecurityRule.IS_ANONYMOUS)
    @Operation(summary = "Create an encounter", description = "Its ruleset, seed and options never change. "
            + "The answer's gmToken is the GM's bearer token, shown only this once; it is stored with the encounter, "
            + "so an encounter is never created without it. 503 created-position-unknown: the encounter was "
            + "created but the store stopped before the answer was complete; that answer carries the id and the "
            + "gmToken all the same (do not create it again). 503 creation-unknown: the store failed while "
            + "committing it; the answer's gmToken reads the encounter once the store answers if it was created, "
            + "and is unknown (401) if not.")
    public HttpResponse<Views.Created> create(@Body String body) {
        CreateRequest request = parse(body, CreateRequest.class);
        String id = request.id() != null ? request.id() : newId();
        long seed = request.seed() != null ? request.seed() : RANDOM.nextLong();
        RulesetId ruleset = request.ruleset() == null ? RulesetId.PLAYTEST : request.ruleset();
        CreateEncounter create = new CreateEncounter(id, request.name(), ruleset, seed,
                battleledger.kernel.decider.EncounterDecider.forNewEncounter(ruleset, request.options()));
        // the GM token is stored with the encounter, in one transaction (axon.CreatedTokens)
        String label = "created with the encounter";
        Tokens.Minted gm = tokens.mint(Party.Role.GM, List.of(), label);
        String gmToken = gm.issued().token();
        EncounterService.Accepted accepted;
        try {
            accepted = service.create(request.by(), create,
                    battleledger.ledger.axon.CreatedTokens.metaData(gm.issued().tokenId(), gm.hash(), label));
        } catch (battleledger.ledger.app.CreatedPositionUnknown e) {
            throw e.withGmToken(gmToken);
        }
        return HttpResponse.created(new Views.Created(id, accepted.step(), accepted.position(), gmToken),
                URI.create("/encounters/" + id));
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get
    @Secured(SecurityRule.IS_AUTHENTICATED)
    @Operation(operationId = "listEncounters", summary = "List encounters", description = "The encounters the token may read: its own encounter, "
            + "or every one with the admin credential. By name, in pages: ?from= (the place in the list, from 0) "
            + "and ?limit= (1,000 unless asked, at most 10,000); the Next-From header names the next page.")
    public HttpResponse<List<Views.Summary>> list(@Nullable @QueryValue Long from, @Nullable @QueryValue Integer limit,
                                                  Authentication authentication) {
        Party party = Party.of(authentication);
        return Pages.numbered(reads.encounters().stream()
                .filter(e -> party.everywhere() || e.id().equals(party.encounter()))
                .map(e -> Disclosure.summary(Views.Summary.of(e), Disclosure.viewer(party, null, List::of),
                        () -> fighters.all(e.id(), null)).listed())
                .toList(),
                from, limit);
    }

    @Post(value = "/{id}/commands", consumes = MediaType.APPLICATION_JSON)
    @Secured({Party.GM, Party.PLAYER})
    @Operation(summary = "Send a command", description = "Any command of the kernel, as JSON with a \"type\". "
            + "The acting party comes from the token: the GM sends everything, a player its combatants' choices.")
    public Views.CommandAnswer command(@PathVariable String id, @Body String body, Authentication authentication,
                                       @Nullable @Header("Idempotency-Key") String idempotencyKey) {
        battleledger.ledger.app.CommandKey key = battleledger.ledger.app.CommandKey.of(idempotencyKey, body);
        CommandJson.Body read = CommandJson.readBody(FromMonster.expand(body));
        Party party = Party.of(authentication);
        Submission submission = Permissions.authorize(party, read.by(), read.command());
        EncounterService.Accepted accepted = service.submit(id, submission, key);
        return Views.CommandAnswer.of(accepted.step(), accepted.position(),
                AnswerDisclosure.events(accepted, Disclosure.viewer(party, null, List::of)));
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The encounter's summary", description = "The seed and a dice script are the GM's.")
    public Views.Summary encounter(@PathVariable String id, @Nullable @QueryValue Long after,
                                   Authentication authentication) {
        return Disclosure.summary(Views.Summary.of(reads.encounter(id, after)), viewer(id, null, authentication),
                () -> fighters.all(id, after));
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/combatants")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The combatants", description = "Where a hidden creature stands is the GM's, and its "
            + "own player's, to know.")
    public List<Views.Fighter> combatants(@PathVariable String id, @Nullable @QueryValue Long after,
                                          @Nullable @QueryValue("as") String as, Authentication authentication) {
        FightersRead.Read read = fighters.read(id, after);
        return fighters.as(read, viewer(id, as, authentication));
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/initiative")
    @Operation(summary = "The initiative order", description = "The acting order with each combatant's roll, total, "
            + "Dexterity and roll-offs (001 › Combat › Initiative).")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    public List<Views.Place> initiative(@PathVariable String id, @Nullable @QueryValue Long after) {
        return reads.initiative(id, after).stream().map(Views.Place::of).toList();
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/log")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The narrated log", description = "One line per event of the steps in effect. "
            + "The secret of a line (who cast a spell nobody could perceive being cast, a save that was never rolled; "
            + "000 › Perceiving a Caster at Work, Invalid Targets) is shown to the GM and to the combatants privy to "
            + "it. ?as=public, ?as=gm or ?as=<combatant id> reads as that viewer, within what the token may read. "
            + "In pages: ?from= (a sequence number) and ?limit=; the Next-From header names the next page.")
    public HttpResponse<List<Views.Line>> log(@PathVariable String id, @Nullable @QueryValue Long after,
                                              @Nullable @QueryValue("as") String viewer,
                                              @Nullable @QueryValue Long from, @Nullable @QueryValue Integer limit,
                                              Authentication authentication) {
        Views.Viewer who = viewer(id, viewer, authentication);
        java.util.Set<String> own = ownNames(id, who);
        return Pages.of(reads.log(id, after).stream().map(e -> Disclosure.line(Views.Line.of(e, who), who, own))
                        .toList(),
                Views.Line::sequence, from, limit);
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/sequence")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The open sequence", description = "Its trigger, the declarations in order, the order they "
            + "resolve in (the last declared first), who is awaited, and the emanations waiting for it to end. "
            + "The actor of a spell nobody could perceive being cast is null but for the GM and the caster.")
    public Views.SequenceAnswer sequence(@PathVariable String id, @Nullable @QueryValue Long after,
                                         @Nullable @QueryValue("as") String as, Authentication authentication) {
        battleledger.ledger.projection.EncounterView v = reads.encounter(id, after);
        Views.Viewer who = viewer(id, as, authentication);
        JsonNode sequence = Views.tree(v.sequenceState());
        return Views.SequenceAnswer.of(Disclosure.sequence(sequence, who, () -> fighters.all(id, after)),
                Disclosure.awaiting(Views.tree(v.awaiting()), sequence, who, () -> fighters.all(id, after)));
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/grid")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "The battle grid", description = "Squares or hexes, the area method and flanking option, "
            + "bounds holding everything on the field, walls and difficult terrain, every cell of each creature's "
            + "space, and the zones in effect with the cells they cover. 409 no-grid when the encounter plays "
            + "without one.")
    public JsonNode grid(@PathVariable String id, @Nullable @QueryValue Long after,
                         @Nullable @QueryValue("as") String as, Authentication authentication) {
        String grid = reads.encounter(id, after).grid();
        if (grid == null) {
            throw RuleViolation.conflict("no-grid", null, "this encounter plays without a grid (options.grid: none)");
        }
        Views.Viewer who = viewer(id, as, authentication);
        return who.gm() ? Views.tree(grid) : GridDisclosure.grid(Views.tree(grid),
                fighters.all(id, null), who);
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/effects")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "Spells in effect", description = "Every lasting effect, contingencies included, in the "
            + "order cast (001 › Magic › Order of Operations): caster, targets, mode, when it ends, whether it waits "
            + "for a sequence to end.")
    public JsonNode effects(@PathVariable String id, @Nullable @QueryValue Long after,
                            @Nullable @QueryValue("as") String as, Authentication authentication) {
        JsonNode effects = Views.tree(reads.encounter(id, after).effects());
        Views.Viewer who = viewer(id, as, authentication);
        boolean centred = false;
        for (JsonNode e : effects == null ? JsonNodeFactory.instance.arrayNode() : effects) {
            centred |= e.hasNonNull("centre");
        }
        // a zone centred on a creature hiding from the viewer is read without its point (the combatants are read
        // only when some zone is centred on a creature)
        return Disclosure.effects(effects, who, centred && !who.gm() ? FighterDisclosure.hiding(fighters.all(id, after), who)
                : java.util.Set.of());
    }

    /** The names of the viewer's own combatants, as the log names them (Disclosure.line). */
    private java.util.Set<String> ownNames(String id, Views.Viewer who) {
        if (who.gm() || who.combatants().isEmpty()) {
            return java.util.Set.of();
        }
        return reads.combatants(id, null).stream().filter(c -> who.combatants().contains(c.combatantId()))
                .map(c -> c.name()).collect(java.util.stream.Collectors.toSet());
    }

    /** Who reads: the token's party, narrowed by ?as= (Disclosure.viewer). */
    private Views.Viewer viewer(String id, String as, Authentication authentication) {
        return Disclosure.viewer(Party.of(authentication), as,
                () -> fighters.all(id, null).stream().map(Views.Fighter::id).toList());
    }

    @ExecuteOn(Reads.EXECUTOR)
    @Get("/{id}/rolls")
    @Secured({Party.GM, Party.PLAYER, Party.SPECTATOR, Party.AUDIT, Party.ADMIN})
    @Operation(summary = "Every roll", description = "Step, roller, purpose, dice, kept dice, modifiers with their "
            + "sources, total, the number it was compared with, outcome, rule, advantage and disadvantage sources; "
            + "entry and index name the roll for OverrideRoll. As the log, ?as=gm or ?as=<combatant>: the roller of a "
            + "roll whose line keeps an imperceptible caster secret is shown only to those who may read it.")
    public HttpResponse<List<Views.RollLine>> rolls(@PathVariable String id, @Nullable @QueryValue Long after,
                                                    @Nullable @QueryValue("as") String viewer,
                                                    @Nullable @QueryValue Long from,
                                                    @Nullable @QueryValue Integer limit,
                                                    Authentication authentication) {
        Views.Viewer who = viewer(id, viewer, authentication);
        return Pages.of(reads.log(id, after).stream().flatMap(e -> Views.RollLine.of(e, who).stream()).toList(),
                Views.RollLine::sequence, from, limit);
    }

    static <T> T parse(String body, Class<T> type) {
        try {
            JsonNode tree = JSON.readTree(body == null ? "" : body);
            if (tree != null && tree.isObject()) {
                battleledger.ledger.edge.InputLimits.check(tree, battleledger.ledger.edge.InputLimits.CREATION);
            }
            T value = tree == null || tree.isMissingNode() ? null : JSON.treeToValue(tree, type);
            if (value == null) {
                throw RuleViolation.invalid("malformed-json", "a JSON object is required");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw CommandJson.unknownField(type.getSimpleName().replace("Request", " request"), e);
        } catch (JsonProcessingException e) {
            RuleViolation duplicate = CommandJson.duplicateKey(e, "the body");
            if (duplicate != null) {
                throw duplicate;
            }
            throw RuleViolation.invalid("malformed-json", "the body is not a valid " + type.getSimpleName()
                    .replace("Request", " request") + ": " + battleledger.ledger.json.CommandJson.plain(e.getOriginalMessage()));
        }
    }

    static String newId() {
        byte[] bytes = new byte[6];
        RANDOM.nextBytes(bytes);
        return "enc-" + HexFormat.of().formatHex(bytes);
    }
}
