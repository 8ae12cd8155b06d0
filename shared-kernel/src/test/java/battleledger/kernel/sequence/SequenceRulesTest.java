package battleledger.kernel.sequence;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.event.EncounterEvent;
import battleledger.kernel.event.SequenceEvent.ActionCancelled;
import battleledger.kernel.event.SequenceEvent.ActionFizzled;
import battleledger.kernel.event.SequenceEvent.SequenceClosed;
import battleledger.kernel.event.SetupEvent.InitiativeOrderSet;
import battleledger.kernel.event.SpellEvent.CounterFailed;
import battleledger.kernel.event.SpellEvent.SpellCast;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.all;
import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/** The rules of 002 › Sequences beyond its worked examples, and the playtest's own timing as an option. */
class SequenceRulesTest {

    static final Trigger ENEMY_CASTS = new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null);

    static List<String> names(List<EncounterEvent> events, String... kept) {
        return events.stream().map(e -> e.getClass().getSimpleName()).filter(List.of(kept)::contains).toList();
    }

    /** Ann and Bob readied to shoot the kobold when it casts; it has 6 hit points. Ann acts before Bob. */
    static Scene twoArchersWaitForTheKobold() {
        return Scene.of(Creature.named("ann").dex(14).bow("1d8"), Creature.named("bob").dex(14).bow("1d8"),
                        Creature.named("kobold").side("kobolds").monster().hp(6).wizard(5, "magic-missile"))
                .then(new Ready("ann", ENEMY_CASTS, new Attack("ann", "$trigger", "bow", null, false, null)))
                .then(new EndTurn("ann"))
                .then(new Ready("bob", ENEMY_CASTS, new Attack("bob", "$trigger", "bow", null, false, null)))
                .then(new EndTurn("bob"))
                .then(CastSpell.at("kobold", "magic-missile", List.of("ann")));
    }

    @Test
    @DisplayName("002 › Sequences: \"the one with the lowest rolled initiative declares his action first\"")
    void theLowestInitiativeIsAskedFirstAndTheOthersWait() {
        Scene s = twoArchersWaitForTheKobold();
        assertThat(s.state().battle().offers()).extracting(o -> o.reactor()).containsExactly("bob", "ann");
        assertThat(s.when(new DeclareReaction("ann", null, null)).thenRejectedWith("not-your-reaction-yet")
                .rule().citation()).startsWith("002 › Sequences");
    }

    @Test
    @DisplayName("002 › Sequences: targets are locked — the second attack on a creature already dead is lost, and "
            + "the dead kobold's spell is cancelled")
    void anAttackOnATargetKilledEarlierInTheSequenceFizzles() {
        // Ann declared last, resolves first: 15 + 2 + 2 hits AC 12 for 5 + 2, the kobold dies; Bob's shot fizzles
        twoArchersWaitForTheKobold().then(new DeclareReaction("bob", null, null))
                .when(new DeclareReaction("ann", null, null), 15, 5).then(events -> {
                    assertThat(names(events, "AttackRolled", "ActionFizzled", "ActionCancelled"))
                            .containsExactly("AttackRolled", "ActionFizzled", "ActionCancelled");
                    assertThat(first(events, ActionFizzled.class).actor()).isEqualTo("bob");
                    assertThat(first(events, ActionCancelled.class).actor()).isEqualTo("kobold");
                    assertThat(none(events, SpellCast.class)).isTrue();
                });
    }

    @Test
    @DisplayName("002 › Sequences: a reactor may pass; when nobody is left to ask, the sequence resolves and ends")
    void passingLeavesTheSequenceToResolve() {
        twoArchersWaitForTheKobold().then(new PassReaction("bob"))
                .when(new PassReaction("ann"), 3).then(events -> {
                    assertThat(names(events, "DeclarationsClosed", "SpellCast", "SequenceClosed"))
                            .containsExactly("DeclarationsClosed", "SpellCast", "SequenceClosed");
                }).thenState(s -> {
                    assertThat(s.battle().sequence()).isNull();
                    assertThat(s.battle().combatant("ann").hp()).isEqualTo(16); // 20 − (3 + 1)
                    assertThat(s.battle().combatant("ann").stance().readied()).isNotNull(); // still ready
                });
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action: a readied action waits for a trigger point, not a spell's end")
    void aReadiedActionCannotWaitForSomethingThatIsNoTriggerPoint() {
        Scene.of(Creature.named("ann").bow("1d8"), Creature.named("kobold").side("kobolds"))
                .when(new Ready("ann", new Trigger("SpellCast", null, null, null),
                        new Attack("ann", "$trigger", "bow", null, false, null)))
                .thenRejectedWith("invalid-trigger");
    }

    @Test
    @DisplayName("002 › Sequences: a contingency watches its caster's hit points; a trigger naming someone else is"
            + " refused, not silently read as the caster's")
    void aContingencyWatchingSomeoneElseIsRefused() {
        Scene s = Scene.of(Creature.named("teresa").hp(40),
                Creature.named("dranock").side("villains").hp(56).wizard(11, "contingency", "teleport"));
        for (Trigger.Who by : java.util.List.of(new Trigger.Who(null, "teresa"), new Trigger.Who("ally", null))) {
            s.whenBeforeCombat("dranock", CastSpell.at("dranock", "contingency", List.of()).holding(
                    new battleledger.kernel.command.IntentCommand.Contingent("teleport", null, null,
                            new Trigger("HitPointsBelow", by, null, 20)))).thenRejectedWith("invalid-trigger");
        }
        s.whenBeforeCombat("dranock", CastSpell.at("dranock", "contingency", List.of()).holding(
                new battleledger.kernel.command.IntentCommand.Contingent("teleport", null, null,
                        new Trigger("HitPointsBelow", new Trigger.Who(null, "dranock"), null, 20))))
                .then(events -> assertThat(events).isNotEmpty());
    }

    @Test
    @DisplayName("002 › Sequences: counterspell stops a spell above 3rd level only with a check, DC 10 + its level")
    void counteringAHigherLevelSpellNeedsACheck() {
        Scene s = Scene.of(Creature.named("wren").wizard(5, "counterspell"),
                        Creature.named("mage").side("foes").wizard(9, "cone-of-cold"))
                .then(new Ready("wren", ENEMY_CASTS, CastSpell.at("wren", "counterspell", List.of("$trigger"))))
                .then(new EndTurn("wren"))
                .then(CastSpell.at("mage", "cone-of-cold", List.of("wren")));
        // the check: 10 + Int 18's +4 = 14 against 15, failed; the cone of cold goes off (8d8 of 1s, save 1)
        s.when(new DeclareReaction("wren", null, null), 10, 1, 1, 1, 1, 1, 1, 1, 1, 1).then(events -> {
            CounterFailed failed = first(events, CounterFailed.class);
            assertThat(failed.roll().against()).isEqualTo(15);
            assertThat(failed.roll().total()).isEqualTo(14);
            assertThat(first(events, SpellCast.class).spell()).isEqualTo("counterspell");
            assertThat(all(events, SpellCast.class)).extracting(SpellCast::spell)
                    .containsExactly("counterspell", "cone-of-cold");
        });
    }

    @Test
    @DisplayName("001 › Ready an Action (option reactions: playtest): each reaction right after its trigger, then the "
            + "reactor moves directly before the creature that triggered it")
    void thePlaytestTimingResolvesInDeclarationOrderAndMovesTheReactors() {
        // the acting order is hobgoblin, Timmon, Teresa
        Scene s = Scene.of(Creature.named("hobgoblin").side("goblins").monster().ac(14).hp(30).sword("1d8"),
                        Creature.named("timmon").str(16).sword("1d8"),
                        Creature.named("teresa").hp(27).wizard(5, "magic-missile"))
                .options(o -> o.withReactions(EncounterOptions.Reactions.PLAYTEST))
                .then(new Move("hobgoblin", 5, List.of(), List.of("teresa"), false))
                .then(new Ready("hobgoblin", ENEMY_CASTS, new Attack("hobgoblin", "$trigger", "sword", null, false,
                        null)))
                .then(new EndTurn("hobgoblin"))
                .then(new Move("timmon", 5, List.of(), List.of("hobgoblin"), false))
                .then(new Ready("timmon", new Trigger("AttackDeclared", null, new Trigger.Who(null, "teresa"), null),
                        new Attack("timmon", "$trigger", "sword", null, false, null)))
                .then(new EndTurn("timmon"))
                .then(CastSpell.at("teresa", "magic-missile", List.of("hobgoblin")))
                .then(new DeclareReaction("hobgoblin", null, null));
        // the missile 2 (3 damage); the hobgoblin's sword 5: misses; Timmon's sword 15 hits for 6 + 3
        s.when(new DeclareReaction("timmon", null, null), 2, 5, 15, 6).then(events -> {
            assertThat(names(events, "SpellCast", "AttackRolled")).containsExactly("SpellCast", "AttackRolled",
                    "AttackRolled");
            assertThat(all(events, battleledger.kernel.event.AttackEvent.AttackRolled.class))
                    .extracting(a -> a.attacker()).containsExactly("hobgoblin", "timmon");
            // Timmon directly before the hobgoblin whose attack triggered him, the hobgoblin before Teresa
            assertThat(first(events, InitiativeOrderSet.class).order())
                    .containsExactly("timmon", "hobgoblin", "teresa");
            assertThat(events.get(events.size() - 1)).isInstanceOf(SequenceClosed.class);
        });
    }

    @Test
    @DisplayName("Option autoDeclare: readied actions declare themselves when their trigger matches")
    void readiedActionsDeclareThemselvesWhenTheOptionIsOn() {
        Scene.of(Creature.named("ann").dex(14).bow("1d8"),
                        Creature.named("kobold").side("kobolds").monster().hp(30).wizard(5, "magic-missile"))
                .options(o -> o.withAutoDeclare(true))
                .then(new Ready("ann", ENEMY_CASTS, new Attack("ann", "$trigger", "bow", null, false, null)))
                .then(new EndTurn("ann"))
                .when(CastSpell.at("kobold", "magic-missile", List.of("ann")), 15, 5, 3).then(events -> {
                    assertThat(all(events, ReactionOffered.class)).hasSize(1);
                    assertThat(names(events, "ReactionDeclared", "AttackRolled", "SpellCast", "SequenceClosed"))
                            .containsExactly("ReactionDeclared", "AttackRolled", "SpellCast", "SequenceClosed");
                }).thenState(s -> assertThat(s.battle().offers()).isEmpty());
    }

    @Test
    @DisplayName("002 › Sequences: a spread (cloudkill) created during a sequence waits for it to end")
    void aSpreadCastDuringASequenceWaitsForItToEnd() {
        Scene.of(Creature.named("wren").wizard(9, "cloudkill"),
                        Creature.named("kobold").side("kobolds").monster().hp(30).wizard(5, "magic-missile"))
                .then(new Ready("wren", ENEMY_CASTS, CastSpell.at("wren", "cloudkill", List.of("$trigger"))))
                .then(new EndTurn("wren"))
                .then(CastSpell.at("kobold", "magic-missile", List.of("wren")))
                .when(new DeclareReaction("wren", null, null), 3).then(events -> {
                    assertThat(names(events, "EffectStarted", "SpellCast", "SequenceClosed", "EffectActivated"))
                            .containsExactly("EffectStarted", "SpellCast", "SpellCast", "SequenceClosed",
                                    "EffectActivated");
                    assertThat(first(events, battleledger.kernel.event.SpellEvent.EffectStarted.class).effect()
                            .deferred()).isTrue();
                }).thenState(st -> assertThat(st.battle().effects()).allMatch(e -> !e.deferred()));
    }
}
