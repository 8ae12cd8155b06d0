package battleledger.ledger.api;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.Submission;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Ruleset;
import battleledger.ledger.app.EncounterService;
import battleledger.ledger.app.ReadModels;
import battleledger.ledger.json.CommandJson;
import battleledger.ledger.json.KernelJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
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

    private static final ObjectMapper JSON = KernelJson.newMapper();
    private static final SecureRandom RANDOM = new SecureRandom();

    private final EncounterService service;
    private final ReadModels reads;

    public EncounterController(EncounterService service, ReadModels reads) {
        this.service = service;
        this.reads = reads;
    }

    /** The body of POST /encounters. */
    record CreateRequest(String id, String name, Ruleset ruleset, Long seed, EncounterOptions options, String by) {
    }

    @Post(consumes = MediaType.APPLICATION_JSON)
    @Operation(summary = "Create an encounter", description = "Its ruleset, seed and options never change.")
    public HttpResponse<Views.Created> create(@Body String body) {
        CreateRequest request = parse(body, CreateRequest.class);
        String id = request.id() != null ? request.id() : newId();
        long seed = request.seed() != null ? request.seed() : RANDOM.nextLong();
        CreateEncounter create = new CreateEncounter(id, request.name(),
                request.ruleset() == null ? Ruleset.PLAYTEST : request.ruleset(), seed,
                request.options() == null ? EncounterOptions.defaults() : request.options());
        EncounterService.Accepted accepted = service.create(request.by(), create);
        return HttpResponse.created(new Views.Created(id, accepted.step(), accepted.position()),
                URI.create("/encounters/" + id));
    }

    @Get
    @Operation(summary = "List encounters")
    public List<Views.Summary> list() {
        return reads.encounters().stream().map(Views.Summary::of).toList();
    }

    @Post(value = "/{id}/commands", consumes = MediaType.APPLICATION_JSON)
    @Operation(summary = "Send a command", description = "Any command of the kernel, as JSON with a \"type\".")
    public Views.CommandAnswer command(@PathVariable String id, @Body String body) {
        Submission submission = CommandJson.read(body);
        EncounterService.Accepted accepted = service.submit(id, submission);
        return new Views.CommandAnswer(accepted.step(), accepted.position(), accepted.events());
    }

    @Get("/{id}")
    @Operation(summary = "The encounter's summary")
    public Views.Summary encounter(@PathVariable String id, @Nullable @QueryValue Long after) {
        return Views.Summary.of(reads.encounter(id, after));
    }

    @Get("/{id}/combatants")
    public List<Views.Fighter> combatants(@PathVariable String id, @Nullable @QueryValue Long after) {
        return reads.combatants(id, after).stream().map(Views.Fighter::of).toList();
    }

    @Get("/{id}/initiative")
    public List<Views.Place> initiative(@PathVariable String id, @Nullable @QueryValue Long after) {
        return reads.initiative(id, after).stream().map(Views.Place::of).toList();
    }

    @Get("/{id}/log")
    @Operation(summary = "The narrated log", description = "One line per event of the steps in effect. "
            + "?as=gm, or ?as=<combatant id>, adds the secrets that viewer may read: who cast a spell nobody could "
            + "perceive being cast, a save that was never rolled (000 › Perceiving a Caster at Work, Invalid Targets).")
    public List<Views.Line> log(@PathVariable String id, @Nullable @QueryValue Long after,
                                @Nullable @QueryValue("as") String viewer) {
        Views.Viewer who = viewer(id, viewer);
        return reads.log(id, after).stream().map(e -> Views.Line.of(e, who)).toList();
    }

    @Get("/{id}/sequence")
    @Operation(summary = "The open sequence", description = "Its trigger, the declarations in order, the order they "
            + "resolve in (the last declared first), who is awaited, and the emanations waiting for it to end.")
    public Views.SequenceAnswer sequence(@PathVariable String id, @Nullable @QueryValue Long after) {
        return Views.SequenceAnswer.of(reads.encounter(id, after));
    }

    @Get("/{id}/grid")
    @Operation(summary = "The battle grid", description = "Squares or hexes, the area method and flanking option, "
            + "bounds holding everything on the field, walls and difficult terrain, every cell of each creature's "
            + "space, and the zones in effect with the cells they cover. 409 no-grid when the encounter plays "
            + "without one.")
    public JsonNode grid(@PathVariable String id, @Nullable @QueryValue Long after) {
        String grid = reads.encounter(id, after).grid();
        if (grid == null) {
            throw RuleViolation.conflict("no-grid", null, "this encounter plays without a grid (options.grid: none)");
        }
        return Views.tree(grid);
    }

    @Get("/{id}/effects")
    @Operation(summary = "Spells in effect", description = "Every lasting effect, contingencies included, in the "
            + "order cast (001 › Magic › Order of Operations): caster, targets, mode, when it ends, whether it waits "
            + "for a sequence to end.")
    public JsonNode effects(@PathVariable String id, @Nullable @QueryValue Long after) {
        return Views.tree(reads.encounter(id, after).effects());
    }

    /** ?as=gm or ?as=a combatant of the encounter; anything else is a bad request. */
    private Views.Viewer viewer(String id, String viewer) {
        if (viewer == null || viewer.isBlank()) {
            return Views.Viewer.PUBLIC;
        }
        if (viewer.equals("gm")) {
            return new Views.Viewer(true, null);
        }
        if (reads.combatants(id, null).stream().noneMatch(c -> c.combatantId().equals(viewer))) {
            throw RuleViolation.invalid("unknown-viewer", "as= names the GM (\"gm\") or a combatant of the "
                    + "encounter; \"" + viewer + "\" is neither");
        }
        return new Views.Viewer(false, viewer);
    }

    @Get("/{id}/rolls")
    @Operation(summary = "Every roll", description = "Step, roller, purpose, dice, kept dice, modifiers with their "
            + "sources, total, the number it was compared with, outcome, rule, advantage and disadvantage sources; "
            + "entry and index name the roll for OverrideRoll. As the log, ?as=gm or ?as=<combatant>: the roller of a "
            + "roll whose line keeps an imperceptible caster secret is shown only to those who may read it.")
    public List<Views.RollLine> rolls(@PathVariable String id, @Nullable @QueryValue Long after,
                                      @Nullable @QueryValue("as") String viewer) {
        Views.Viewer who = viewer(id, viewer);
        return reads.log(id, after).stream().flatMap(e -> Views.RollLine.of(e, who).stream()).toList();
    }

    static <T> T parse(String body, Class<T> type) {
        try {
            T value = JSON.readValue(body == null ? "" : body, type);
            if (value == null) {
                throw RuleViolation.invalid("malformed-json", "a JSON object is required");
            }
            return value;
        } catch (UnrecognizedPropertyException e) {
            throw CommandJson.unknownField(type.getSimpleName().replace("Request", " request"), e);
        } catch (JsonProcessingException e) {
            throw RuleViolation.invalid("malformed-json", "the body is not a valid " + type.getSimpleName()
                    .replace("Request", " request") + ": " + e.getOriginalMessage());
        }
    }

    static String newId() {
        byte[] bytes = new byte[6];
        RANDOM.nextBytes(bytes);
        return "enc-" + HexFormat.of().formatHex(bytes);
    }
}
