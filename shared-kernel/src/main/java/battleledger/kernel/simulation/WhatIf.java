package battleledger.kernel.simulation;

import battleledger.kernel.decider.EncounterDecider;
import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Life;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.Encounter;
import battleledger.kernel.state.EncounterState;

import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * What-if (issue 15): fork a battle as of a step, optionally change it, and play it to the end many times with fresh
 * dice, every side following the {@link Policy}. Run {@code i} rolls the engine's keyed dice under a seed drawn from
 * the what-if's seed and {@code i} alone, so the same request always gives the same table, however the runs are
 * spread over the cores. Nothing is stored: the decider decides every move of every run.
 */
public final class WhatIf {

    public static final int MAX_RUNS = 10_000;
    public static final int MAX_ROUNDS = 100;
    /** Commands per run, beyond which a run is a draw (a battle nobody can end). */
    public static final int MAX_STEPS = 5_000;

    private static final EncounterDecider DECIDER = new EncounterDecider();
    private static final long GOLDEN = 0x9E3779B97F4A7C15L;

    private WhatIf() {
    }

    /**
     * What to change before playing on: creatures taken off the field, hit points set, and the command decided at
     * {@code fromStep} instead of the one that was (then the fork starts just before that step).
     */
    public record Changes(List<String> remove, Map<String, Integer> hp, Submission command) {
        public Changes {
            remove = remove == null ? List.of() : List.copyOf(remove);
            hp = hp == null ? Map.of() : Map.copyOf(hp);
        }

        public static final Changes NONE = new Changes(List.of(), Map.of(), null);
    }

    /** A what-if: from which step, how many runs, the seed of their dice, the changes, and the round cap. */
    public record Request(int fromStep, int runs, long seed, Changes changes, int maxRounds) {
        public Request {
            changes = changes == null ? Changes.NONE : changes;
            maxRounds = maxRounds == 0 ? MAX_ROUNDS : maxRounds; // 0: not given
        }
    }

    public static WhatIfTable run(List<EncounterEvent> stored, Request request, boolean parallel) {
        return run(stored, request, parallel, i -> { });
    }

    /** As above, telling {@code done} of each run finished (from whichever thread ran it), for a progress bar. */
    public static WhatIfTable run(List<EncounterEvent> stored, Request request, boolean parallel, IntConsumer done) {
        EncounterState fork = fork(stored, request);
        IntStream runs = IntStream.range(0, request.runs());
        List<Playout.Result> results = (parallel ? runs.parallel() : runs).mapToObj(i -> {
            Playout.Result r = one(fork, request, i);
            done.accept(i);
            return r;
        }).toList();
        return WhatIfTable.of(request, fork.battle(), results);
    }

    /** The battle as of the step (just before it, when its command changes), with the changes made. */
    public static EncounterState fork(List<EncounterEvent> stored, Request r) {
        if (r.runs() < 1 || r.runs() > MAX_RUNS) {
            throw RuleViolation.invalid("invalid-runs", "runs must be from 1 to " + MAX_RUNS + ", not " + r.runs());
        }
        if (r.maxRounds() < 1 || r.maxRounds() > MAX_ROUNDS) {
            throw RuleViolation.invalid("invalid-rounds", "maxRounds must be from 1 to " + MAX_ROUNDS + ", not "
                    + r.maxRounds());
        }
        int last = stored.isEmpty() ? 0 : stored.get(stored.size() - 1).step();
        // a changed command may also be one more step: "what if next they did this instead"
        int latest = r.changes().command() == null ? last : last + 1;
        if (r.fromStep() < 1 || r.fromStep() > latest) {
            throw RuleViolation.invalid("invalid-step", "fromStep must be a step from 1 to " + latest + ", not "
                    + r.fromStep());
        }
        int upTo = r.changes().command() == null ? r.fromStep() : r.fromStep() - 1;
        EncounterState state = DECIDER.fold(stored.stream().filter(e -> e.step() <= upTo).toList());
        if (!state.exists()) {
            throw RuleViolation.invalid("invalid-step", "a what-if forks a battle after it was created: fromStep "
                    + "must be at least 2 when it changes the command");
        }
        Battle b = state.battle();
        if (r.changes().command() == null) {
            inCombat(b, r);
        }
        for (String id : r.changes().remove()) {
            requireCombatant(b, id, "remove");
            // off the field: taken away and out of the count, so it takes no turn and is nobody's target
            b = b.updateCombatant(id, c -> c.withCasting(x -> x.gone())
                    .withVitals(c.vitals().withLife(Life.DEAD)));
        }
        for (Map.Entry<String, Integer> e : new java.util.TreeMap<>(r.changes().hp()).entrySet()) {
            Combatant c = requireCombatant(b, e.getKey(), "hp");
            if (e.getValue() == null || e.getValue() < 1 || e.getValue() > c.stats().hp()) {
                throw RuleViolation.invalid("invalid-hp", "hp." + e.getKey() + " must be from 1 to "
                        + c.stats().hp() + " (its hit point maximum)");
            }
            b = b.updateCombatant(e.getKey(), x -> x.withVitals(x.vitals().withHp(e.getValue())
                    .withLife(Life.ALIVE)));
        }
        return new EncounterState(state.encounter(), b, state.timeline(), state.history());
    }

    /**
     * A what-if plays a fight out (001 › Combat › The Combat Sequence): a fork before combat began, which no changed
     * command starts, has none to play, where it used to answer that one side won every run in 0 rounds.
     */
    private static void inCombat(Battle b, Request r) {
        if (b.phase() != Battle.Phase.COMBAT) {
            throw RuleViolation.conflict("combat-not-started", battleledger.kernel.rules.Playtest.COMBAT_SEQUENCE,
                    "at step " + r.fromStep() + " no combat has begun, so there is no fight to play out: fork from "
                            + "the step that starts combat or a later one, or make the changed command StartCombat");
        }
    }

    private static Combatant requireCombatant(Battle b, String id, String field) {
        Combatant c = id == null ? null : b.combatant(id);
        if (c == null) {
            throw RuleViolation.unknown("unknown-combatant", field + ": no combatant \"" + id + "\" at that step");
        }
        return c;
    }

    /** Run {@code i}: the fork under its own dice, the changed command decided, then played out. */
    public static Playout.Result one(EncounterState fork, Request r, int i) {
        Encounter e = fork.encounter();
        EncounterState state = new EncounterState(new Encounter(e.id(), e.name(), e.ruleset(), runSeed(r.seed(), i),
                e.options().withDice(EncounterOptions.DiceOptions.engine())), fork.battle(), fork.timeline(),
                fork.history());
        if (r.changes().command() != null) {
            List<EncounterEvent> changed;
            try {
                changed = DECIDER.decide(state, r.changes().command());
            } catch (RuleViolation v) {
                throw new RuleViolation(v.kind(), v.code(), v.rule(), "the changed command at step " + r.fromStep()
                        + ": " + v.detail());
            }
            for (EncounterEvent ev : changed) {
                state = DECIDER.evolve(state, ev);
            }
            inCombat(state.battle(), r);
        }
        return Playout.play(state, r.maxRounds(), MAX_STEPS);
    }

    /** The seed of run {@code i}: SplitMix64's finaliser over the what-if's seed and the run's index. */
    static long runSeed(long seed, int i) {
        long z = seed + GOLDEN * (i + 1L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
