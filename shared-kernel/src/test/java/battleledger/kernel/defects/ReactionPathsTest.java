package battleledger.kernel.defects;

import battleledger.kernel.command.IntentCommand.Attack;
import battleledger.kernel.command.IntentCommand.CastSpell;
import battleledger.kernel.command.IntentCommand.DeclareReaction;
import battleledger.kernel.command.IntentCommand.Disengage;
import battleledger.kernel.command.IntentCommand.Dodge;
import battleledger.kernel.command.IntentCommand.EndTurn;
import battleledger.kernel.command.IntentCommand.Hide;
import battleledger.kernel.command.IntentCommand.Move;
import battleledger.kernel.command.IntentCommand.PassReaction;
import battleledger.kernel.command.IntentCommand.Ready;
import battleledger.kernel.event.AttackEvent.AttackRolled;
import battleledger.kernel.event.IntentEvent.ReactionDeclared;
import battleledger.kernel.event.VitalsEvent.LifeChanged;
import battleledger.kernel.model.Life;
import battleledger.kernel.event.StanceEvent.Revealed;
import battleledger.kernel.event.TurnEvent.ReactionOffered;
import battleledger.kernel.model.Trigger;
import battleledger.kernel.support.Creature;
import battleledger.kernel.support.Scene;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import java.util.List;

import static battleledger.kernel.support.Events.first;
import static battleledger.kernel.support.Events.none;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 17's sweep, the reactions: what Disengage, hiding and a nonlethal blow do to opportunity attacks and readied
 * attacks (001 › Combat › Movement in Combat, Actions in Combat › Ready an Action; 001 › Exploration › Stealth).
 */
class ReactionPathsTest {

    static Creature ann() {
        return EveryAttackPathTest.ann();
    }

    static Creature orc() {
        return EveryAttackPathTest.orc();
    }

    static Move move(String who, int feet, List<String> leaves, List<String> enters) {
        return new Move(who, feet, leaves, enters, false);
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Disengage: \"you can leave any hostile creature's reach without "
            + "provoking an opportunity attack\" — and no more: the orc's readied shot at whoever leaves its reach "
            + "answers Ann's disengaging step (001 › Ready an Action)")
    void aDisengagingCreatureStillSetsOffAReadiedAttack() {
        Ready ready = new Ready("orc", new Trigger("LeavesReach", new Trigger.Who("enemy", null), null, null),
                new Attack("orc", "$trigger", "bow", null, false, null));
        Scene readied = Scene.of(ann(), orc()).then(move("ann", 5, List.of(), List.of("orc")))
                .then(new EndTurn("ann")).then(ready).then(new EndTurn("orc"));
        readied.when(new Disengage("ann", 5, List.of("orc"), List.of())).then(events -> {
            ReactionOffered offered = first(events, ReactionOffered.class);
            assertThat(offered.reactor()).isEqualTo("orc");
            assertThat(offered.reaction()).isEqualTo("readied action");
        });
        readied.then(new Disengage("ann", 5, List.of("orc"), List.of()))
                .when(new DeclareReaction("orc", null, null), 12, 4)
                .then(events -> assertThat(first(events, AttackRolled.class).target()).isEqualTo("ann"));
    }

    @Test
    @DisplayName("001 › Exploration › Stealth › Benefits of Being Hidden: \"When you attack a creature from which you are "
            + "hidden, you have advantage on that attack roll. Usually attacking reveals your position\" — on an "
            + "opportunity attack and on a readied attack as on the Attack action")
    void aHiddenAttackerHasAdvantageAndIsRevealedOnEveryPath() {
        // Ann hides from the orc beside her (Dex check 19 against its Wisdom check 2); it walks away
        Scene hidden = Scene.of(ann(), orc()).then(move("ann", 5, List.of(), List.of("orc")))
                .then(new Hide("ann", List.of()), 19, 2).then(new EndTurn("ann"));
        hidden.then(move("orc", 5, List.of("ann"), List.of())).when(new DeclareReaction("ann", "sword", null), 1, 1)
                .then(events -> {
                    assertThat(first(events, AttackRolled.class).roll().advantage())
                            .contains("hidden from the target", "opportunity attack");
                    assertThat(first(events, Revealed.class).combatant()).isEqualTo("ann");
                });
        // the next round she readies an attack on the first enemy to come near, still hidden
        Ready ready = new Ready("ann", new Trigger("EntersReach", new Trigger.Who("enemy", null), null, null),
                new Attack("ann", "$trigger", "sword", null, false, null));
        hidden.then(move("orc", 5, List.of("ann"), List.of())).then(new PassReaction("ann")).then(new EndTurn("orc"))
                .then(ready).then(new EndTurn("ann")).then(move("orc", 5, List.of(), List.of("ann")))
                .when(new DeclareReaction("ann", null, null), 1, 1).then(events -> {
                    assertThat(first(events, AttackRolled.class).roll().advantage()).contains("hidden from the target");
                    assertThat(first(events, Revealed.class).combatant()).isEqualTo("ann");
                });
    }

    @Test
    @DisplayName("001 › Combat › Actions in Combat › Ready an Action: \"you decide what event or circumstance that is "
            + "perceivable to your character will cause you to react\" — a goblin hidden from Wren moves unperceived, "
            + "so her missile readied for the first enemy to move waits; seen, it sets it off")
    void aHiddenMoverDoesNotSetOffAReadiedAction() {
        Ready ready = new Ready("wren", new Trigger("Moved", new Trigger.Who("enemy", null), null, null),
                CastSpell.at("wren", "magic-missile", List.of("ogre")));
        Scene readied = Scene.of(Creature.named("wren").wizard(5, "magic-missile").hp(30),
                        Creature.named("gob").side("goblins").dex(16).hp(10),
                        Creature.named("ogre").side("goblins").hp(40))
                .then(ready).then(new EndTurn("wren"));
        readied.then(new Hide("gob", List.of()), 19, 2).when(move("gob", 5, List.of(), List.of()))
                .then(events -> assertThat(none(events, ReactionOffered.class)).isTrue());
        readied.then(new Dodge("gob")).when(move("gob", 5, List.of(), List.of()))
                .then(events -> assertThat(first(events, ReactionOffered.class).reactor()).isEqualTo("wren"));
    }

    @Test
    @DisplayName("001 › Damage and Dying › Nonlethal Damage: \"An attacking creature can deliver nonlethal strikes instead "
            + "of lethal ones when making a melee weapon attack\" — an opportunity attack too: the orc that leaves "
            + "Ann's reach falls unconscious at 0 instead of dying")
    void anOpportunityAttackCanBeNonlethal() {
        Scene fleeing = Scene.of(Creature.named("orc").side("orcs").monster().hp(5).sword("1d6"),
                        Creature.named("ann").str(16).sword("1d8"))
                .then(move("orc", 5, List.of(), List.of("ann"))).then(move("orc", 5, List.of("ann"), List.of()));
        fleeing.when(new DeclareReaction("ann", "sword", null, true), 15, 15, 6).then(events -> {
            assertThat(first(events, ReactionDeclared.class).nonlethal()).isTrue();
            LifeChanged fell = first(events, LifeChanged.class);
            assertThat(fell.to()).isEqualTo(Life.KNOCKED_OUT);
            assertThat(fell.rule()).contains("Nonlethal Damage");
        });
        fleeing.when(new DeclareReaction("ann", "sword", null), 15, 15, 6)
                .then(events -> assertThat(first(events, LifeChanged.class).to()).isEqualTo(Life.DEAD));
    }
    @Test
    @DisplayName("000 › Perceiving a Caster at Work: \"If an imperceptible casting produces a perceptible effect, it's "
            + "normally impossible to determine who cast the spell\"; 001 › Ready: \"an event or circumstance that is "
            + "perceivable to your character\" — an imp casting with no component sets off nobody's readied attack; a "
            + "wizard's spoken spell does")
    void anImperceptibleCastingSetsOffNoReadiedAttack() {
        Ready ready = new Ready("ann", new Trigger("SpellBegun", new Trigger.Who("enemy", null), null, null),
                new Attack("ann", "$trigger", "sword", null, false, null));
        Creature imp = Creature.named("imp").side("fiends").monster().hp(30).wizard(5, "charm-person").innate();
        Creature shaman = Creature.named("imp").side("fiends").monster().hp(30).wizard(5, "charm-person");
        for (Creature caster : List.of(imp, shaman)) {
            Scene readied = Scene.of(ann(), caster, Creature.named("guard"))
                    .then(move("ann", 5, List.of(), List.of("imp"))).then(ready).then(new EndTurn("ann"));
            CastSpell charm = CastSpell.at("imp", "charm-person", List.of("guard"));
            if (caster == imp) {
                // nothing anyone could perceive happened, so nothing set Ann's readied attack off (001 › Ready):
                // the charm is resolved at once, the guard's Wisdom save rolled
                readied.when(charm, 3).then(events -> assertThat(events)
                        .noneMatch(e -> e instanceof battleledger.kernel.event.TurnEvent.ReactionOffered));
            } else {
                Scene begun = readied.then(charm);
                begun.when(new DeclareReaction("ann", null, null), 15, 3, 1)
                        .then(events -> assertThat(first(events, AttackRolled.class).target()).isEqualTo("imp"));
            }
        }
    }
}
