package battleledger.kernel.event;

import battleledger.kernel.dice.Roll;

import java.util.List;

/** The stages of a spell (002 › Stages of Spellcasting) and its lasting effects (001 › Magic). */
public sealed interface SpellEvent extends OutcomeEvent {

    /**
     * "Begin the spell: Now the spell begins. At this stage spells and characters can use ready actions set to trigger
     * upon the casting of a spell." The spell's targets are locked in {@code pending}. {@code perceptible}: cast with
     * a verbal, somatic or material component (000 › Perceiving a Caster at Work).
     */
    record SpellBegun(int step, DeclaredAction pending, boolean perceptible) implements SpellEvent {
    }

    /** "Concentration: If circumstances require it, you make a concentration check." A failure wastes the action. */
    record ConcentrationChecked(int step, String caster, String reason, Roll roll, boolean success)
            implements SpellEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /** A spell's damage, rolled once for all its targets (001 › Combat › Attack Basics › Damage Rolls). */
    record DamageRolled(int step, String pending, String caster, List<Roll> rolls) implements SpellEvent, WithRolls {
        public DamageRolled {
            rolls = List.copyOf(rolls);
        }
    }

    /** "At this point the spell is successfully cast. All costs are assessed against you" (a slot of {@code slot}). */
    record SpellCast(int step, String pending, String caster, String spell, Integer slot, Integer ritualGp)
            implements SpellEvent {
    }

    /** The spell is lost: its target is dead or invalid, and a caster cannot retarget (002 › Sequences). */
    record SpellFizzled(int step, String pending, String caster, String spell, String reason, Integer slot)
            implements SpellEvent {
    }

    /**
     * A creature hurt while its spell waited in the sequence failed its concentration check (the encounter's
     * {@code hurtDisrupts}; 001 › Spell Disruption › Environmental Disruptions): the spell's action will be wasted.
     */
    record PendingDisrupted(int step, String pending, String caster, String spell) implements SpellEvent {
    }

    /**
     * The concentration check failed: "the action you used to cast the spell is wasted, but the spell itself is not".
     * {@code rule}: the rule that broke it (absent from events stored before it was recorded: Spellcasting in Melee).
     */
    record SpellInterrupted(int step, String pending, String caster, String spell, String reason,
                            @battleledger.kernel.support.OmittedWhenAbsent String rule) implements SpellEvent {

        public SpellInterrupted(int step, String pending, String caster, String spell, String reason) {
            this(step, pending, caster, spell, reason, null);
        }
    }

    /** A counterspell took hold of the pending spell; it will do nothing when its turn comes. */
    record PendingCountered(int step, String pending, String by, Roll roll) implements SpellEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return roll == null ? List.of() : List.of(roll);
        }
    }

    record CounterFailed(int step, String pending, String by, Roll roll) implements SpellEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /** The countered spell's turn came: nothing happens; its slot is spent. */
    record SpellCountered(int step, String pending, String caster, String spell, Integer slot) implements SpellEvent {
    }

    /** A deflection won its caster level check: the pending spell's targets are now {@code to}. */
    record PendingRedirected(int step, String pending, String by, Roll roll, List<String> to)
            implements SpellEvent, WithRolls {
        public PendingRedirected {
            to = List.copyOf(to);
        }

        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    record RedirectFailed(int step, String pending, String by, Roll roll) implements SpellEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /** The pending spell's energy changed (sleight of mind). */
    record EnergyChanged(int step, String pending, String by, String from, String to) implements SpellEvent {
    }

    /** A lasting effect begins, or waits ({@code effect.deferred()}) for the sequence to end. */
    record EffectStarted(int step, LastingEffect effect) implements SpellEvent {
    }

    /** A waiting emanation or spread takes hold: the sequence has ended (002 › Sequences). */
    /**
     * A spell's area on the grid: its shape, the method that put it there, the cells it covers and those a wall
     * shields, and the creatures in it (003 › Areas of Effect; 000 › Areas of Effect on a Grid).
     */
    record AreaResolved(int step, String pending, String spell, String area, String method,
                        List<battleledger.kernel.model.Position> cells, List<battleledger.kernel.model.Position> shielded,
                        List<String> creatures, String why) implements SpellEvent {
        public AreaResolved {
            cells = List.copyOf(cells);
            shielded = List.copyOf(shielded);
            creatures = List.copyOf(creatures);
        }
    }

    /** A zone centred on a creature moves with it, once no sequence is open (002 › Sequences). */
    record EffectMoved(int step, String effect, battleledger.kernel.model.Spot point) implements SpellEvent {
    }

    record EffectActivated(int step, String effect) implements SpellEvent {
    }

    record EffectEnded(int step, String effect, String reason) implements SpellEvent {
    }

    /** A triggered effect's condition came true and it acts at once, even mid-sequence (002 › Sequences). */
    record TriggeredEffectFired(int step, String effect, String by, String reason) implements SpellEvent {
    }

    /** The creature is somewhere else now. */
    record Teleported(int step, String combatant) implements SpellEvent {
    }

    /** The target cannot take reactions until its next turn. */
    record ReactionsDenied(int step, String combatant) implements SpellEvent {
    }

    /**
     * "If you cast a spell on someone or something that can't be affected by the spell, nothing happens to that
     * target ... the invalid target appears to have succeeded on its saving throw" (000 › Invalid Spell Targets).
     */
    record InvalidTarget(int step, String pending, String target, String reason, boolean appearsToSave)
            implements SpellEvent {
    }

    /**
     * A harmful spell declared before its caster was charmed by one of its locked targets spares that target when it
     * resolves: "The creature cannot ... target the charmer with harmful abilities or magical effects" (001 ›
     * Conditions › Charmed). The other targets are still affected; with none left the spell fizzles.
     */
    record TargetSpared(int step, String pending, String caster, String target, String reason) implements SpellEvent {
    }

    /**
     * A ritual took its time, out of combat, and the clock moves on: a playtest ritual its minutes ("Each ritual
     * specifies the time needed to complete it", 001 › Magic › Rituals); a Dragonbane one "a stretch of time or even a
     * shift" (004 › Casting Time), twice that when read from the grimoire (004 › Grimoire).
     */
    record RitualTimeSpent(int step, String caster, String spell, long seconds) implements SpellEvent {
    }

    /** An Intelligence (Arcana) check to identify a spell, DC 15 + its level (000 › Identifying a Spell). */
    record SpellIdentified(int step, String identifier, String caster, String spell, Roll roll, boolean success,
                           @battleledger.kernel.support.OmittedWhenAbsent Boolean bluff)
            implements SpellEvent, WithRolls {
        public SpellIdentified {
            bluff = Boolean.TRUE.equals(bluff) ? Boolean.TRUE : null;
        }

        /** An identification as stored before a casting could be bluffed. */
        public SpellIdentified(int step, String identifier, String caster, String spell, Roll roll, boolean success) {
            this(step, identifier, caster, spell, roll, success, null);
        }

        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }
    /**
     * A spell cast with willpower (004 › Casting Spells): power from the body (its roll, the WP gained), the casting
     * roll (none for a magic trick), whether it was cast at all and took effect, the Dragon's choice, the WP it cost
     * and spent (a failure spends them too) and the WP before and after, each effect on each target, whether it used
     * the round's action, concentration, a Demon's possible mishap, a Dragon's cast again, the targets exempted, the
     * ingredient consumed; {@code effectRolls} are the effects' rolls, each once. {@code pushedFrom}: the step of
     * the failed cast this one pushed (004 › Casting Spells: "You can push the roll if this optional rule is used"),
     * whose roll made again is this step's {@code RollPushed}, so this event holds no casting roll; absent otherwise.
     */
    record SpellCastWithWillpower(int step, String caster, String spell, Integer power, String powerFromBody,
                                  Roll bodyRoll, int wpGained, Roll castingRoll, boolean cast, boolean succeeded,
                                  String dragonChoice, int cost, int wpSpent, int wpBefore, int wpAfter,
                                  List<WillpowerHit> hits, List<Roll> effectRolls, boolean usesAction, boolean concentrating,
                                  boolean mishapPossible, boolean castAgain, List<String> exempt,
                                  String ingredientConsumed, String rule,
                                  @battleledger.kernel.support.OmittedWhenAbsent Integer pushedFrom)
            implements SpellEvent, WithRolls {
        public SpellCastWithWillpower {
            hits = List.copyOf(hits);
            effectRolls = List.copyOf(effectRolls);
            exempt = List.copyOf(exempt);
        }

        /** One effect on one target: damage, heal, drain-wp, condition or modify-pending; its amount and detail. */
        public record WillpowerHit(String target, String kind, int amount, String detail) {
        }

        @Override
        public List<Roll> rolls() {
            List<Roll> all = new java.util.ArrayList<>();
            if (bodyRoll != null) {
                all.add(bodyRoll);
            }
            if (castingRoll != null) {
                all.add(castingRoll);
            }
            all.addAll(effectRolls);
            return all;
        }
    }

    /** Willpower points drained from a target by a spell (004 › Casting Spells › Zero WP: "Some spells can
     * drain WP from another person"). */
    record WillpowerDrained(int step, String target, String by, String spell, int amount, int wpBefore, int wpAfter)
            implements SpellEvent {
    }

    /** A Dragonbane spell cast by {@code caster} begins to last a round, a stretch or a shift (004 › Duration). */
    record WillpowerEffectStarted(int step, String caster, battleledger.kernel.model.WillpowerEffect effect)
            implements SpellEvent {
    }

    /**
     * A Dragonbane spell's target rolled WIL to resist the condition it imposes ({@code resisted}: it is spared); on
     * a failure the condition is imposed until the spell ends (004 › Casting Spells; the spell's description). For a
     * spell that imposes no condition (Mind Drain) {@code condition} is null and a failure lets the spell take effect.
     */
    record SpellResisted(int step, String target, String caster, String spell, String condition, Roll roll,
                         boolean resisted) implements SpellEvent, WithRolls {
        @Override
        public List<Roll> rolls() {
            return List.of(roll);
        }
    }

    /** A lasting Dragonbane spell of {@code caster} ended: its round, stretch or shift is over (004 › Duration). */
    record WillpowerEffectEnded(int step, String caster, String effect, String spell, String reason)
            implements SpellEvent {
    }
}
