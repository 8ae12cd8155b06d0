package battleledger.kernel.sequence;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.EncounterCommand;
import battleledger.kernel.command.IntentCommand;
import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.IdentifySpell;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.SetupCommand.AddCombatant;
import battleledger.kernel.command.SetupCommand.CreateEncounter;
import battleledger.kernel.command.SetupCommand.StartCombat;
import battleledger.kernel.command.Submission;
import battleledger.kernel.command.TimelineCommand.Undo;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.golden.GoldenScenarios;
import battleledger.kernel.model.Condition;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.RulesetId;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.EncounterState;
import battleledger.kernel.state.Offer;
import battleledger.kernel.support.Creature;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.fail;

/**
 * Issue 17: "A 500 from any command is a defect". Battles of fighters and casters with readied actions on every
 * trigger kind (002 › Sequences; 001 › Ready an Action), under both reaction timings, where commands come in random
 * orders: moves in and out of reach, attacks, spells, readied actions declared, passed and undone, conditions that
 * cancel actors. Whatever comes, the decider answers with events or a typed {@link RuleViolation}, nothing else.
 * The randomness is the test's own seeded generator; the battles' dice are the engine's keyed dice.
 */
class SequencePropertyTest {

    static final EncounterDecider DECIDER = new EncounterDecider();
    static final List<String> IDS = List.of("ann", "bob", "wren", "orc", "gob", "imp");
    static final List<String> SPELLS = List.of("magic-missile", "fireball", "shocking-grasp", "shield",
            "counterspell", "deflection", "sleight-of-mind", "silence", "charm-person");

    static List<Creature> creatures() {
        return List.of(Creature.named("ann").str(16).hp(30).sword("1d8").bow("1d6"),
                Creature.named("bob").hp(30).sword("1d6"),
                Creature.named("wren").hp(30).wizard(5, SPELLS.toArray(String[]::new)),
                Creature.named("orc").side("orcs").hp(30).sword("1d8").bow("1d6"),
                Creature.named("gob").side("orcs").hp(20).sword("1d6"),
                Creature.named("imp").side("orcs").hp(30).wizard(5, SPELLS.toArray(String[]::new)));
    }

    @Test
    @DisplayName("002 › Sequences: sequences opened from every trigger kind, answered in random orders, never fail "
            + "other than by a typed rule violation")
    void randomSequencesAnswerWithEventsOrARuleViolation() {
        int battles = Integer.getInteger("sequence.battles", 60); // more: -Dsequence.battles=1000
        int accepted = 0;
        for (long seed = 1; seed <= battles; seed++) {
            accepted += battle(seed);
        }
        org.assertj.core.api.Assertions.assertThat(accepted).as("commands accepted").isGreaterThan(15 * battles);
    }

    /** One battle of up to 80 commands; returns how many were accepted. */
    static int battle(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        EncounterOptions options = EncounterOptions.defaults()
                .withReactions(random.nextBoolean() ? EncounterOptions.Reactions.PLAYTEST
                        : EncounterOptions.Reactions.DUSK)
                .withAutoDeclare(random.nextInt(4) == 0);
        List<String> done = new ArrayList<>();
        EncounterState state = DECIDER.initialState();
        state = apply(state, new CreateEncounter("p" + seed, "Property " + seed, RulesetId.PLAYTEST, seed, options),
                done, seed);
        for (Creature c : creatures()) {
            state = apply(state, new AddCombatant(c.build()), done, seed);
        }
        state = apply(state, new StartCombat(List.of()), done, seed);
        int accepted = 0;
        for (int i = 0; i < 80; i++) {
            EncounterCommand c = next(random, state.battle());
            EncounterState after = tryApply(state, c, done, seed);
            if (after != state) {
                accepted++;
                state = after;
            }
        }
        return accepted;
    }

    static EncounterState apply(EncounterState s, EncounterCommand c, List<String> done, long seed) {
        EncounterState after = tryApply(s, c, done, seed);
        if (after == s) {
            fail("setup command refused: " + c);
        }
        return after;
    }

    /** Decides and folds a command; the same state back when it is refused with a rule violation. */
    static EncounterState tryApply(EncounterState s, EncounterCommand c, List<String> done, long seed) {
        try {
            EncounterState next = s;
            List<EncounterEvent> decided = DECIDER.decide(s, Submission.byGm(c));
            GoldenScenarios.decided(decided);
            for (EncounterEvent e : decided) {
                next = DECIDER.evolve(next, e);
            }
            if (!(c instanceof CreateEncounter || c instanceof AddCombatant)) {
                done.add(c.toString());
            }
            return next;
        } catch (RuleViolation refused) {
            GoldenScenarios.refused(refused);
            return s;
        } catch (RuntimeException crash) {
            throw new AssertionError("battle seed " + seed + ": " + c + " crashed after\n  "
                    + String.join("\n  ", done), crash);
        }
    }

    /** A command the battle might plausibly get now: mostly from whoever acts or is asked, sometimes anything. */
    static EncounterCommand next(SplittableRandom r, Battle b) {
        List<Offer> offers = b.offers();
        String turn = b.turn() == null ? "ann" : b.turn();
        if (!offers.isEmpty() && r.nextInt(4) > 0) {
            String reactor = offers.get(0).reactor();
            return r.nextBoolean() ? new DeclareReaction(reactor, null, null) : new PassReaction(reactor);
        }
        String actor = r.nextInt(5) == 0 ? pick(r, IDS) : turn;
        String other = pick(r, IDS);
        return switch (r.nextInt(14)) {
            case 0, 1 -> new EndTurn(actor);
            case 2 -> new Move(actor, 5 * r.nextInt(3), r.nextBoolean() ? List.of(other) : List.of(),
                    r.nextBoolean() ? List.of(pick(r, IDS)) : List.of(), false);
            case 3 -> new Disengage(actor, 5 * r.nextInt(3), List.of(other), List.of());
            case 4 -> new Attack(actor, other, r.nextBoolean() ? "sword" : "bow", null, r.nextInt(5) == 0, null);
            case 5 -> CastSpell.at(actor, pick(r, SPELLS), List.of(other));
            case 6, 7 -> new Ready(actor, trigger(r), readied(r, actor));
            case 8 -> new Hide(actor, List.of());
            case 9 -> new IdentifySpell(actor, other);
            case 10 -> new ApplyCondition(other, pick(r, List.of(Condition.values())), r.nextBoolean() ? actor : null);
            case 11 -> new Undo();
            default -> offers.isEmpty() ? new EndTurn(turn) : new DeclareReaction(pick(r, IDS), null, null);
        };
    }

    static Trigger trigger(SplittableRandom r) {
        Trigger.Who who = switch (r.nextInt(3)) {
            case 0 -> new Trigger.Who("enemy", null);
            case 1 -> new Trigger.Who(null, pick(r, IDS));
            default -> null;
        };
        return new Trigger(pick(r, Trigger.POINTS), who, r.nextInt(3) == 0 ? new Trigger.Who("ally", null) : null,
                null);
    }

    static IntentCommand readied(SplittableRandom r, String actor) {
        return switch (r.nextInt(4)) {
            case 0 -> new Attack(actor, "$trigger", r.nextBoolean() ? "sword" : "bow", null, r.nextInt(4) == 0, null);
            case 1 -> CastSpell.at(actor, pick(r, SPELLS), List.of("$trigger"));
            case 2 -> CastSpell.at(actor, r.nextBoolean() ? "counterspell" : "deflection", List.of());
            default -> new IdentifySpell(actor, "$trigger");
        };
    }

    static <T> T pick(SplittableRandom r, List<T> from) {
        return from.get(r.nextInt(from.size()));
    }
}
