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
import battleledger.kernel.command.IntentCommand.Traverse;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.command.RulingCommand.ApplyCondition;
import battleledger.kernel.command.IntentCommand.Contingent;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndSpell;
import battleledger.kernel.command.RulingCommand.RemoveCondition;
import battleledger.kernel.command.TimelineCommand.Redo;
import battleledger.kernel.command.TimelineCommand.RevokeRuling;
import battleledger.kernel.dice.KeyedDice;
import battleledger.kernel.event.SequenceEvent.SequenceOpened;
import battleledger.kernel.event.SpellEvent.TriggeredEffectFired;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
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

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.fail;

/**
 * The random battles of {@link SequencePropertyTest} (issue 17): fighters and casters with readied actions on every
 * trigger kind and a contingency, under either reaction timing, commands chosen by the kernel's own keyed generator
 * ({@link KeyedDice}, keyed by the battle's seed: no {@code Random}) and played whatever the decider answers, every
 * answer tallied.
 */
final class RandomSequenceBattles {

    private RandomSequenceBattles() {
    }


    /** The playtest's conditions (Dragonbane's six are not applied in a playtest battle). */
    static final List<Condition> PLAYTEST_CONDITIONS = java.util.Arrays.stream(Condition.values())
            .filter(c -> !c.has(Condition.Effect.BANE_ON_ITS_ATTRIBUTE)).toList();

    static final EncounterDecider DECIDER = new EncounterDecider();
    static final List<String> IDS = List.of("ann", "bob", "wren", "orc", "gob", "imp");
    static final List<String> SPELLS = List.of("magic-missile", "fireball", "shocking-grasp", "shield",
            "counterspell", "deflection", "sleight-of-mind", "silence", "charm-person", "teleport");
    /** Keys the test's own choices apart from the battle's dice, which are keyed by (seed, step, roll). */
    static final long CHOICES = -17;
    /** Every answer of the run by command and refusal code, to say what the battles did when a bound fails. */
    static final java.util.Map<String, Integer> TALLY = new java.util.TreeMap<>();

    static List<Creature> creatures() {
        return List.of(Creature.named("ann").str(16).hp(30).sword("1d8").bow("1d6"),
                Creature.named("bob").hp(30).sword("1d6"),
                Creature.named("wren").hp(30).wizard(11, spellsAndContingency()),
                Creature.named("orc").side("orcs").hp(30).sword("1d8").bow("1d6"),
                Creature.named("gob").side("orcs").hp(20).sword("1d6"),
                Creature.named("imp").side("orcs").hp(30).wizard(11, spellsAndContingency()));
    }

    static String[] spellsAndContingency() {
        List<String> known = new ArrayList<>(SPELLS);
        known.add("contingency");
        return known.toArray(String[]::new);
    }

    /** The test's choices: the n-th is the kernel's keyed die (seed, {@link #CHOICES}, n). */
    static final class Choices {
        private final long seed;
        private int n;

        Choices(long seed) {
            this.seed = seed;
        }

        int below(int bound) {
            return KeyedDice.at(seed, CHOICES, n++, bound) - 1;
        }

        boolean coin() {
            return below(2) == 0;
        }

        boolean oneIn(int odds) {
            return below(odds) == 0;
        }

        <T> T pick(List<T> from) {
            return from.get(below(from.size()));
        }
    }

    /** A command the battle accepted, and the events it caused. */
    record Accepted(Submission submission, List<EncounterEvent> events) {
    }

    /** One battle: what was accepted, the battle it left, and the trigger kinds that set off a readied action. */
    record Played(List<Accepted> accepted, EncounterState end, Set<String> setOff, int sequences) {
    }

    /** One battle of up to 100 commands. */
    static Played battle(long seed) {
        Choices r = new Choices(seed);
        EncounterOptions options = EncounterOptions.defaults()
                .withReactions(r.coin() ? EncounterOptions.Reactions.PLAYTEST : EncounterOptions.Reactions.DUSK)
                .withAutoDeclare(r.oneIn(4));
        Run run = new Run(seed);
        run.must(new CreateEncounter("p" + seed, "Property " + seed, RulesetId.PLAYTEST, seed, options));
        for (Creature c : creatures()) {
            run.must(new AddCombatant(c.build()));
        }
        for (String caster : List.of("wren", "imp")) {
            if (r.coin()) {
                run.must(CastSpell.at(caster, "contingency", List.of()).holding(new Contingent(
                        r.coin() ? "teleport" : "shield", null, null,
                        new Trigger("HitPointsBelow", new Trigger.Who("self", null), null, 10 + r.below(20)))));
            }
        }
        run.must(new StartCombat(List.of()));
        for (int i = 0; i < 100; i++) {
            run.attempt(next(r, run.state.battle()));
        }
        return new Played(run.accepted, run.state, run.setOff, run.sequences);
    }

    /** A battle being played: its state, what it accepted, and what set readied actions off. */
    static final class Run {
        final long seed;
        EncounterState state = DECIDER.initialState();
        final List<Accepted> accepted = new ArrayList<>();
        final Set<String> setOff = new TreeSet<>();
        int sequences;

        Run(long seed) {
            this.seed = seed;
        }

        void must(EncounterCommand c) {
            if (!attempt(c)) {
                fail("battle seed " + seed + ": setup command refused: " + c);
            }
        }

        /** Decides and folds a command; false when it is refused with a rule violation. */
        boolean attempt(EncounterCommand c) {
            Submission s = Submission.byGm(c);
            List<EncounterEvent> decided;
            try {
                decided = DECIDER.decide(state, s);
            } catch (RuleViolation refused) {
                GoldenScenarios.refused(refused);
                TALLY.merge(c.getClass().getSimpleName() + " !" + refused.code(), 1, Integer::sum);
                return false;
            } catch (RuntimeException crash) {
                throw new AssertionError("battle seed " + seed + ": " + c + " crashed after\n  " + String.join("\n  ",
                        accepted.stream().map(a -> a.submission().command().toString()).toList()), crash);
            }
            GoldenScenarios.decided(decided);
            TALLY.merge(c.getClass().getSimpleName(), 1, Integer::sum);
            if (c instanceof CastSpell cast && cast.bluffs()) {
                TALLY.merge("CastSpell bluff", 1, Integer::sum);
            }
            Battle before = state.battle();
            for (EncounterEvent e : decided) {
                noteSetOff(before, e);
                state = DECIDER.evolve(state, e);
            }
            accepted.add(new Accepted(s, decided));
            return true;
        }

        private void noteSetOff(Battle before, EncounterEvent e) {
            if (e instanceof SequenceOpened) {
                sequences++;
            }
            if (e instanceof ReactionOffered o && Sequencer.READIED.equals(o.reaction())
                    && before.combatant(o.reactor()) != null
                    && before.combatant(o.reactor()).stance().readied() != null) {
                setOff.add(before.combatant(o.reactor()).stance().readied().trigger().on());
            }
            if (e instanceof TriggeredEffectFired fired) {
                before.effects().stream().filter(f -> f.id().equals(fired.effect()) && f.trigger() != null)
                        .findFirst().ifPresent(f -> setOff.add(f.trigger().on()));
            }
        }
    }

    static final List<String> PARTY = List.of("ann", "bob", "wren");
    static final List<String> CASTERS = List.of("wren", "imp");

    /** Mostly someone of the other side, now and then anyone (the actor too). */
    static String foeOf(Choices r, String actor) {
        if (r.oneIn(6)) {
            return r.pick(IDS);
        }
        return r.pick(IDS.stream().filter(id -> PARTY.contains(id) != PARTY.contains(actor)).toList());
    }

    /** The actor's attack: a weapon of its own (a bow only for those who carry one), or a spell for a caster. */
    static IntentCommand attack(Choices r, String actor, String target) {
        if (CASTERS.contains(actor) && !r.oneIn(6)) {
            return CastSpell.at(actor, r.pick(SPELLS), List.of(target));
        }
        boolean bow = List.of("ann", "orc").contains(actor) ? r.coin() : r.oneIn(10);
        return new Attack(actor, target, bow ? "bow" : "sword", null, r.oneIn(5), null);
    }

    /**
     * A command the battle might plausibly get now: mostly from whoever acts or is asked, sometimes from anyone;
     * rulings and the timeline's commands now and then.
     */
    static EncounterCommand next(Choices r, Battle b) {
        List<Offer> offers = b.offers();
        String turn = b.turn() == null ? "ann" : b.turn();
        if (!offers.isEmpty() && r.below(4) > 0) {
            String reactor = r.oneIn(8) ? r.pick(IDS) : offers.get(0).reactor();
            return r.coin() ? new DeclareReaction(reactor, null, null) : new PassReaction(reactor);
        }
        String actor = r.oneIn(8) ? r.pick(IDS) : turn;
        String other = foeOf(r, actor);
        int roll = r.below(43);
        if (roll < 6) {
            return new EndTurn(actor);
        } else if (roll < 10) {
            return new Move(actor, 5 * r.below(3), r.coin() ? List.of(other) : List.of(),
                    r.coin() ? List.of(foeOf(r, actor)) : List.of(), false);
        } else if (roll < 21) {
            return roll == 10 ? new Disengage(actor, 5 * r.below(3), List.of(other), List.of())
                    : attack(r, actor, other);
        } else if (roll < 29) {
            return new Ready(actor, trigger(r), readied(r, actor));
        }
        return switch (roll) {
            case 29 -> new Hide(actor, List.of());
            case 30 -> new IdentifySpell(actor, other);
            case 31 -> new ApplyCondition(other, r.pick(PLAYTEST_CONDITIONS), r.coin() ? actor : null);
            case 32 -> new RemoveCondition(other, r.pick(PLAYTEST_CONDITIONS));
            case 33 -> new Undo();
            case 34 -> new Redo();
            case 35 -> new RevokeRuling(1 + r.below(Math.max(1, b.round() * 6)));
            case 36 -> b.effects().isEmpty() ? new Dodge(actor) : new EndSpell(actor, r.pick(b.effects()).id());
            case 37 -> new Dodge(actor);
            // climbing, swimming and jumping move too, and leave and enter reach as a move does (001 › Modes of
            // Movement); a bluffed casting opens the same trigger point as a spell (002 › Choose the spell)
            case 38 -> new Traverse(actor, r.pick(List.of("climb", "swim", "long-jump", "high-jump")),
                    5 * r.below(4), r.coin() ? List.of(other) : List.of(), r.coin() ? List.of(foeOf(r, actor))
                    : List.of(), List.of());
            case 39 -> CastSpell.at(actor, r.pick(SPELLS), List.of(other)).bluffed();
            default -> offers.isEmpty() ? new EndTurn(turn) : new DeclareReaction(r.pick(IDS), null, null);
        };
    }

    static Trigger trigger(Choices r) {
        Trigger.Who who = switch (r.below(4)) {
            case 0 -> new Trigger.Who("enemy", null);
            case 1 -> new Trigger.Who(null, r.pick(IDS));
            default -> null;
        };
        return new Trigger(r.pick(Trigger.POINTS), who, r.oneIn(3) ? new Trigger.Who("ally", null) : null, null);
    }

    static IntentCommand readied(Choices r, String actor) {
        return switch (r.below(5)) {
            case 0 -> CastSpell.at(actor, r.coin() ? "counterspell" : "deflection", List.of());
            case 1 -> new IdentifySpell(actor, "$trigger");
            default -> attack(r, actor, "$trigger");
        };
    }
}
